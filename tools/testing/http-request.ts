import http from 'node:http'

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string }

/**
 * One HTTP/1.1 request through node:http, for the headers `fetch` will not send as given: a
 * forged `Host` (fetch always writes the URL's own), or `Sec-Fetch-*` exactly as a browser would.
 * Redirects are not followed.
 */
export function httpRequest(
  url: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: string
    /** The loopback address to send from (127.x.y.z), so per-IP limits see another visitor. */
    localAddress?: string
  } = {},
): Promise<HttpAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: options.headers ?? {},
        timeout: 15_000,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString('utf8'),
          }),
        )
        response.on('error', reject)
      },
    )
    request.on('timeout', () => request.destroy(new Error(`${url} did not answer in time`)))
    request.on('error', reject)
    request.end(options.body)
  })
}
