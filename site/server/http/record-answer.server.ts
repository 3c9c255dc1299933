import type { ServerResponse } from 'node:http'

/**
 * Collects the body a handler writes through `response` and hands it to `done` once it ends,
 * just before it goes on; the answer itself is untouched. Used by the caches that keep a page
 * (html-cache.server.ts, finished-pages.server.ts): each reads, at that moment, what it keeps.
 */
export function recordAnswer(response: ServerResponse, done: (body: Buffer) => void): void {
  const chunks: Buffer[] = []
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    // A copy: a stream may reuse its chunk's memory after write returns.
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  }) as ServerResponse['write']
  response.end = ((...args: unknown[]) => {
    if (args[0] !== undefined && args[0] !== null && typeof args[0] !== 'function') collect(args[0], args[1])
    done(Buffer.concat(chunks))
    return (end as (...args: unknown[]) => ServerResponse)(...args)
  }) as ServerResponse['end']
}
