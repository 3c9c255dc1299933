import { randomUUID } from 'node:crypto'
import { afterAll, expect, it } from 'vitest'
import { connectRedis } from '#adapters/redis/redis-client.server'
import type { Logger } from '#schema/logger'
import type { PurgeOrder } from '#schema/purge-order'
import { type TcpProxy, startTcpProxy } from '#tests/faults/tcp-proxy'
import { type PurgeBroadcast, startPurgeBroadcast } from '#site/server/publish/purge-broadcast.server'

// An instance that starts while Redis is unreachable serves at once, and hears the other
// instances' purges once Redis is back: it subscribes at the connection's first 'ready', which
// comes after start-up has stopped waiting for it.

const redis = new URL(process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379')
const channel = `purge-outage-${randomUUID()}`
const quiet: Logger = { info: () => {}, warn: () => {}, error: () => {} }
const opened: { close(): Promise<void> }[] = []
let relay: TcpProxy | undefined

afterAll(async () => {
  for (const broadcast of opened) await broadcast.close()
  await relay?.close()
})

it('hears purges once Redis is back when it started while Redis was down', async () => {
  relay = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) })
  await relay.cut()
  const heard: PurgeOrder[] = []
  const publisher = await connectRedis(redis.href, quiet, {
    whileDown: 'purges are not sent',
    whenBack: 'purges are sent again',
  })
  opened.push({ close: () => Promise.resolve(publisher.disconnect()) })
  const started = performance.now()
  const late: PurgeBroadcast = await startPurgeBroadcast({
    redis: publisher,
    redisUrl: `redis://127.0.0.1:${relay.port}`,
    channel,
    onOrder: (order) => heard.push(order),
    log: quiet,
  })
  opened.push(late)
  expect(performance.now() - started).toBeLessThan(5_000)

  const other = await startPurgeBroadcast({
    redis: publisher,
    redisUrl: redis.href,
    channel,
    onOrder: () => {},
    log: quiet,
  })
  opened.push(other)
  await relay.restore()
  // Published until heard: the subscription comes with ioredis's next reconnect.
  const order: PurgeOrder = { keys: ['entry:1501'], everything: false }
  await expect
    .poll(
      async () => {
        await other.publish(order)
        return heard.length > 0
      },
      { timeout: 20_000, interval: 250 },
    )
    .toBe(true)
  expect(heard[0]).toEqual(order)
})
