/** A page's form post as read: its fields, or why it could not be read. */
export type ReadForm = { kind: 'form'; fields: URLSearchParams } | { kind: 'tooLarge' } | { kind: 'notAForm' }

/**
 * How much of a refused body is still read, and dropped, after the answer is decided. The bytes a
 * browser is still sending must be taken off the connection: left unread, the visitor never sees
 * the answer (a chunked post was reset) and the next request on that keep-alive connection waits
 * forever behind them. Past this the connection is cut: only a client sending megabytes at a form
 * meets that.
 */
const discardLimit = 4 * 1024 * 1024

/**
 * Reads an urlencoded form post of at most `limit` bytes (docs/security.md: bounded cost per
 * request). A larger body is refused as soon as its length is known or its bytes pass the limit;
 * any other content type is not a form of ours. What is left of a refused body is read and dropped
 * in the background (`discardLimit`), never kept.
 */
export async function readForm(request: Request, limit: number): Promise<ReadForm> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return refused(request.body, { kind: 'notAForm' })
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return refused(request.body, { kind: 'tooLarge' })
  if (!request.body) return { kind: 'form', fields: new URLSearchParams() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      reader.releaseLock()
      return refused(request.body, { kind: 'tooLarge' }, size)
    }
    chunks.push(value)
  }
  const body = new TextDecoder().decode(Buffer.concat(chunks))
  return { kind: 'form', fields: new URLSearchParams(body) }
}

function refused<T extends ReadForm>(body: ReadableStream<Uint8Array> | null, answer: T, alreadyRead = 0): T {
  if (body) void discard(body, discardLimit - alreadyRead)
  return answer
}

async function discard(body: ReadableStream<Uint8Array>, budget: number): Promise<void> {
  const reader = body.getReader()
  let left = budget
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      left -= value.byteLength
      if (left < 0) {
        await reader.cancel()
        return
      }
    }
  } catch {
    // The visitor went away mid-post: nothing is left to drop.
  }
}
