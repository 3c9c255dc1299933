import { type AddressInfo, type Server, createServer } from 'node:net'

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

/**
 * `count` different ports free on the loopback interface right now, taken from `first`…`last`
 * (from a random place in it, so two runs rarely try the same ones), for a test that must keep
 * its servers inside a range. Each is held until all are found, then released together.
 */
export async function freePortsBetween(
  count: number,
  first: number,
  last: number,
  host = '127.0.0.1',
): Promise<number[]> {
  const size = last - first + 1
  const start = Math.floor(Math.random() * size)
  const held: Server[] = []
  try {
    for (let step = 0; step < size && held.length < count; step += 1) {
      const port = first + ((start + step) % size)
      const server = await listening(port, host)
      if (server) held.push(server)
    }
    if (held.length < count) throw new Error(`fewer than ${count} free ports in ${first}-${last} on ${host}`)
    return held.map((server) => (server.address() as AddressInfo).port)
  } finally {
    await Promise.all(held.map((server) => new Promise((resolve) => server.close(resolve))))
  }
}

function listening(port: number, host: string): Promise<Server | undefined> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(undefined))
    server.listen(port, host, () => resolve(server))
  })
}
