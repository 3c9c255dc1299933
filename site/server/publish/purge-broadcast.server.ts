import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import * as t from 'io-ts'
import { connectRedis } from '#adapters/redis/redis-client.server'
import type { Logger } from '#schema/logger'
import { PurgeOrder } from '#schema/purge-order'

/** Purge orders between the instances of one site: what one webhook purges, every instance purges. */
export type PurgeBroadcast = {
  /** Tells the other instances; resolves once Redis took it (or said it could not). */
  publish(order: PurgeOrder): Promise<void>
  close(): Promise<void>
}

const Message = t.exact(t.type({ from: t.string, order: PurgeOrder }))

/** How long start-up waits for the first subscription before serving without it (Redis stalled). */
const subscribeWaitMs = 2_000

/**
 * Redis pub/sub on `channel` when REDIS_URL is set: each instance subscribes and applies the
 * orders of the others (its own are applied where they were taken). Without Redis it tells nobody.
 * A message that does not decode is logged and dropped. Subscribing needs a connection of its own.
 */
export async function startPurgeBroadcast(options: {
  redis: Redis | undefined
  redisUrl: string | undefined
  channel: string
  onOrder: (order: PurgeOrder) => void
  log: Logger
}): Promise<PurgeBroadcast> {
  const { redis, redisUrl, channel, log } = options
  if (!redis || !redisUrl) return { publish: () => Promise.resolve(), close: () => Promise.resolve() }
  const self = randomUUID()
  const subscriber = await connectRedis(redisUrl, log, {
    whileDown: 'purges made on other instances are not heard here until it is back',
    whenBack: 'purges made on other instances are heard again',
  })
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) return
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = undefined
    }
    const decoded = Message.decode(parsed)
    if (decoded._tag === 'Left') return log.warn('A purge order from Redis was not one: dropped', { channel })
    if (decoded.right.from !== self) options.onOrder(decoded.right.order)
  })
  // Again after every reconnect: a subscription does not outlive its connection's outage.
  const subscribe = () =>
    subscriber.subscribe(channel).catch((error: unknown) => {
      log.warn('The purge channel could not be subscribed: other instances purge this one at their TTL', {
        error: error instanceof Error ? error.message : String(error),
      })
    })
  subscriber.on('ready', () => void subscribe())
  // connectRedis resolved once the connection was ready, or failed, or took too long: subscribed
  // now when it is ready; otherwise at its first 'ready', and the instance serves meanwhile.
  if (subscriber.status === 'ready')
    await Promise.race([
      subscribe(),
      new Promise<void>((resolve) => setTimeout(resolve, subscribeWaitMs).unref()),
    ])
  return {
    async publish(order) {
      try {
        await redis.publish(channel, JSON.stringify({ from: self, order }))
      } catch (error) {
        log.warn('A purge could not be sent to the other instances: they keep their pages until their TTL', {
          error: error instanceof Error ? error.message : String(error),
        })
      }
    },
    close: () => {
      subscriber.disconnect()
      return Promise.resolve()
    },
  }
}
