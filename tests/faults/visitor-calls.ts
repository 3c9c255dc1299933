import { type IncomingHttpHeaders, request } from 'node:http'

/** What a visitor's browser gets back from the API: status, the JSON body, the session token. */
export type Answer = {
  status: number
  body: unknown
  token: string | undefined
  headers: IncomingHttpHeaders
}

/**
 * One JSON request as a browser sends it, over node:http so that the visitor's address can be
 * chosen (`localAddress`: any 127.x.y.z on Linux loopback), which keeps per-IP rate limits of one
 * run apart from another's on a shared Redis.
 */
export function call(
  origin: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  options: { token?: string | undefined; localAddress?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const url = new URL(path, origin)
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body))
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method,
        headers: {
          Accept: 'application/json',
          ...(payload
            ? { 'Content-Type': 'application/json', 'Content-Length': String(payload.length) }
            : {}),
          ...(options.token ? { Authorization: `Jwt ${options.token}` } : {}),
        },
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        timeout: options.timeoutMs ?? 20_000,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('error', reject)
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8')
          let parsed: unknown = text
          try {
            parsed = JSON.parse(text)
          } catch {
            // Not JSON: the text is the body.
          }
          const token = response.headers['jwt-access-token']
          resolve({
            status: response.statusCode ?? 0,
            body: parsed,
            token: typeof token === 'string' ? token : undefined,
            headers: response.headers,
          })
        })
      },
    )
    outgoing.on('timeout', () => outgoing.destroy(new Error(`${method} ${path} timed out`)))
    outgoing.on('error', reject)
    outgoing.end(payload)
  })
}
