import { type Server, createServer } from 'node:http'
import type { Registry } from 'prom-client'

export type MetricsServer = { url: string; close(): Promise<void> }

/**
 * `GET /metrics` on a port of its own (METRICS_PORT, loopback unless METRICS_HOST says otherwise):
 * what the site counts is for its operators' scraper, never for the public port, where /metrics
 * is a page like any unknown path (a 404).
 */
export async function startMetricsServer(options: {
  registry: Registry
  port: number
  host: string
}): Promise<MetricsServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?', 1)[0]
    if (path !== '/metrics') {
      response
        .writeHead(404, { 'content-type': 'text/plain; charset=utf-8' })
        .end('Not found: GET /metrics\n')
      return
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { allow: 'GET, HEAD', 'content-type': 'text/plain; charset=utf-8' }).end()
      return
    }
    options.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': options.registry.contentType }).end(text),
      (error: unknown) =>
        response
          .writeHead(500, { 'content-type': 'text/plain; charset=utf-8' })
          .end(`The metrics could not be read: ${error instanceof Error ? error.message : String(error)}\n`),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`METRICS_PORT ${options.port} is in use: set METRICS_PORT to a free port (0: any)`)
          : error,
      ),
    )
    server.listen(options.port, options.host, resolve)
  })
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : options.port
  return { url: `http://${hostForUrl(options.host)}:${port}/metrics`, close: () => closeServer(server) }
}

function hostForUrl(host: string): string {
  if (host === '0.0.0.0' || host === '::') return '127.0.0.1'
  return host.includes(':') ? `[${host}]` : host
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())))
}
