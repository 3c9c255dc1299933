import type { IncomingMessage } from 'node:http'

export type RawBody = { kind: 'body'; bytes: Buffer } | { kind: 'tooLarge' }

/**
 * A request's body as raw bytes, at most `limit` of them: the one read of it (the signature is
 * checked on these bytes, then they are parsed). Refused as soon as its declared length or the
 * bytes read pass the limit, and the rest is left unread: answer it with `Connection: close`.
 */
export function readRawBody(request: IncomingMessage, limit: number): Promise<RawBody> {
  if (Number(request.headers['content-length'] ?? '0') > limit) return Promise.resolve({ kind: 'tooLarge' })
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const stop = () => {
      request.off('data', onData)
      request.off('end', onEnd)
      request.off('error', onError)
    }
    const onData = (chunk: Buffer) => {
      size += chunk.length
      if (size > limit) {
        stop()
        // Not destroyed: the 413 must still reach the sender on this connection.
        request.pause()
        resolve({ kind: 'tooLarge' })
      } else chunks.push(chunk)
    }
    const onEnd = () => {
      stop()
      resolve({ kind: 'body', bytes: Buffer.concat(chunks) })
    }
    const onError = (error: Error) => {
      stop()
      reject(error)
    }
    request.on('data', onData)
    request.on('end', onEnd)
    request.on('error', onError)
  })
}
