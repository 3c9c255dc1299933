import { createServer } from 'node:net'

/**
 * A TCP port free on the loopback interface right now, for a child server that must be told its
 * port up front (`PORT=...`). In-process servers should listen on port 0 instead.
 */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, host, () => {
      const address = server.address()
      server.close(() => {
        if (address !== null && typeof address === 'object') resolve(address.port)
        else reject(new Error(`no port assigned on ${host}`))
      })
    })
  })
}
