/** A page's form post as read: its fields, or why it could not be read. */
export type ReadForm = { kind: 'form'; fields: URLSearchParams } | { kind: 'tooLarge' } | { kind: 'notAForm' }

/**
 * Reads an urlencoded form post of at most `limit` bytes (docs/security.md: bounded cost per
 * request). A larger body is refused as soon as its length is known or its bytes pass the limit,
 * without reading the rest; any other content type is not a form of ours.
 */
export async function readForm(request: Request, limit: number): Promise<ReadForm> {
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/x-www-form-urlencoded') return { kind: 'notAForm' }
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > limit) return { kind: 'tooLarge' }
  if (!request.body) return { kind: 'form', fields: new URLSearchParams() }
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      return { kind: 'tooLarge' }
    }
    chunks.push(value)
  }
  const body = new TextDecoder().decode(Buffer.concat(chunks))
  return { kind: 'form', fields: new URLSearchParams(body) }
}
