import { createServer } from 'node:net'
import { expect, test } from 'vitest'
import { freePort, freePortsBetween } from './free-port'

test('a free port can be listened on at once on the loopback interface', async () => {
  const port = await freePort()
  expect(port).toBeGreaterThan(0)
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', resolve)
  })
  await new Promise((resolve) => server.close(resolve))
})

// A range no other test takes ports from (fleet: 3400–3449, site-vcl: 3450–3499), so this test
// never holds, for a moment, a port another file checked free and is about to listen on.
test('ports taken from a range are different, inside it, and free', async () => {
  const ports = await freePortsBetween(5, 3500, 3549)
  expect(new Set(ports).size).toBe(5)
  for (const port of ports) {
    expect(port).toBeGreaterThanOrEqual(3500)
    expect(port).toBeLessThanOrEqual(3549)
  }
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(ports[0], '127.0.0.1', resolve)
  })
  await new Promise((resolve) => server.close(resolve))
})
