import { createServer } from 'node:net'
import { expect, test } from 'vitest'
import { freePort } from './free-port'

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
