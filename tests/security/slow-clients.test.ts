import http from 'node:http'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'

// As replayed before the fix (docs/security.md, Many at once): a client that sends its headers a
// byte at a time held its connection for 72 s, one that sends its body a byte at a time for 313 s,
// and the server took any number of connections: a few hundred slow sockets from one machine held
// the process's file descriptors and memory. The server now cuts headers and whole requests at
// bounds a proxy-fronted site needs (config.server.ts) and caps its connections. The bounds are
// shortened here only so the test is quick; the product's own settings do the cutting, not a fake
// clock.

const headersSeconds = 1
const requestSeconds = 2
const maxConnections = 40

let site: BuiltSite

beforeAll(async () => {
  site = await startBuiltSite({
    HEADERS_TIMEOUT_SECONDS: String(headersSeconds),
    REQUEST_TIMEOUT_SECONDS: String(requestSeconds),
    MAX_CONNECTIONS: String(maxConnections),
  })
}, 60_000)

afterAll(() => site?.stop())

type Cut = { ms: number; received: string }

/** A socket that writes `head` at once, then `trickle` a byte every 100 ms; when the server closes it. */
function slowClient(head: string, trickle: string, giveUpMs: number): Promise<Cut> {
  const { port } = new URL(site.url)
  return new Promise((resolve) => {
    const started = performance.now()
    let received = ''
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(head)
      let index = 0
      const drip = setInterval(() => {
        if (socket.destroyed || index >= trickle.length) return clearInterval(drip)
        socket.write(trickle[index] ?? '')
        index += 1
      }, 100)
      socket.once('close', () => clearInterval(drip))
    })
    const giveUp = setTimeout(() => socket.destroy(), giveUpMs)
    socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')))
    socket.on('error', () => undefined)
    socket.once('close', () => {
      clearTimeout(giveUp)
      resolve({ ms: performance.now() - started, received })
    })
  })
}

/** /healthz's status, or 0 when the connection is dropped or gets no answer within a second. */
function healthStatus(): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(`${site.url}/healthz`, { agent: false, timeout: 1_000 }, (response) => {
      response.resume()
      resolve(response.statusCode ?? 0)
    })
    request.on('timeout', () => request.destroy())
    request.on('error', () => resolve(0))
  })
}

describe('slow clients', () => {
  it('cuts 30 clients sending their headers a byte at a time within the headers bound', async () => {
    const endless = `X-Slow: ${'a'.repeat(2_000)}\r\n`
    const cuts = await Promise.all(
      Array.from({ length: 30 }, () =>
        slowClient('GET /it HTTP/1.1\r\nHost: localhost\r\n', endless, 10_000),
      ),
    )
    // Node checks its timers once a second (connectionsCheckingInterval): at most a second late,
    // and more while other test files share the cores. Far under the 72 s before the fix, and
    // each one answered 408: the server cut it, not the client's own give-up at 10 s.
    const bound = (headersSeconds + 6) * 1000
    expect(cuts.filter((cut) => cut.ms > bound).map((cut) => Math.round(cut.ms))).toEqual([])
    expect(cuts.every((cut) => cut.received.startsWith('HTTP/1.1 408'))).toBe(true)
  })

  it('cuts 30 clients sending their body a byte at a time within the request bound', async () => {
    const head = [
      'POST /api/forms/contact HTTP/1.1',
      'Host: localhost',
      'Content-Type: application/json',
      'Content-Length: 5000',
      '',
      '',
    ].join('\r\n')
    const cuts = await Promise.all(
      Array.from({ length: 30 }, () => slowClient(head, `{"x":"${'a'.repeat(4_990)}"}`, 12_000)),
    )
    // As above: a second's check interval plus the lag of a shared machine, far under 313 s.
    const bound = (requestSeconds + 6) * 1000
    expect(cuts.filter((cut) => cut.ms > bound).map((cut) => Math.round(cut.ms))).toEqual([])
  })

  it('takes no more connections than its cap, and serves again once they close', async () => {
    const { port } = new URL(site.url)
    let closed = 0
    const sockets = Array.from({ length: maxConnections * 3 }, () => {
      const socket = net.connect(Number(port), '127.0.0.1')
      socket.on('error', () => undefined)
      socket.once('close', () => (closed += 1))
      return socket
    })
    // A socket past the cap is closed by the server at once; one under it waits for a request.
    await expect
      .poll(() => closed, { timeout: 5_000 })
      .toBeGreaterThanOrEqual(sockets.length - maxConnections)
    const open = sockets.length - closed
    for (const socket of sockets) socket.destroy()
    expect(open).toBeGreaterThan(0)
    // The cap counts open connections: once they are gone, a visitor is served again.
    await expect.poll(() => healthStatus(), { timeout: 5_000 }).toBe(200)
  })
})
