import net from 'node:net'

/** A TCP relay on 127.0.0.1 that a test can cut and restore, as if the server behind it stopped. */
export type TcpProxy = {
  readonly port: number
  /** The connections relayed now. */
  open(): number
  /** Closes the port and resets every relayed connection: the server "stops". */
  cut(): Promise<void>
  /** Listens again on the same port: the server "is back". */
  restore(): Promise<void>
  close(): Promise<void>
}

/**
 * Relays 127.0.0.1:`port` (a free one by default) to `target`. A shared database stays up for
 * everyone else while the site under test sees it go away: refused connections, broken sockets.
 */
export async function startTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<net.Socket>()
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(target.port, target.host)
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
      socket.on('error', () => {
        incoming.destroy()
        outgoing.destroy()
      })
    }
    incoming.pipe(outgoing).pipe(incoming)
  })
  const listen = (on: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject)
      server.listen(on, '127.0.0.1', () => {
        server.off('error', reject)
        const address = server.address()
        resolve(typeof address === 'object' && address ? address.port : on)
      })
    })
  const bound = await listen(port)
  const cut = async () => {
    const closed = server.listening
      ? new Promise<void>((resolve) => server.close(() => resolve()))
      : Promise.resolve()
    for (const socket of sockets) socket.resetAndDestroy()
    await closed
  }
  return {
    port: bound,
    // Each relayed connection holds two sockets, the incoming one and the one to the target.
    open: () => sockets.size / 2,
    cut,
    restore: async () => {
      if (!server.listening) await listen(bound)
    },
    close: cut,
  }
}
