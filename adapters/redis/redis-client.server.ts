import type { Redis } from 'ioredis'
import type { Logger } from '#schema/logger'

/** What a Redis connection's outage means, in the log line that says it began and the one that says it ended. */
export type RedisUse = { whileDown: string; whenBack: string }

/** How long start-up waits for Redis before it counts on its own: an unreachable Redis is an outage, not a failed start. */
const readyWithinMs = 3_000

/**
 * A Redis connection (ioredis, loaded only when REDIS_URL is set) for `use`. A command fails at
 * once while Redis is unreachable (no offline queue), so each use falls back to what it does alone
 * instead of waiting; ioredis reconnects on its own. The outage is logged once per connection when
 * it starts and once when it ends, saying what it means for that use: without an 'error' listener ioredis printed "Unhandled error event" on every reconnect.
 *
 * Resolves once the connection is ready, or has failed, or after {@link readyWithinMs}: before,
 * a fresh instance's first requests found no connection yet and counted in its own memory, so a
 * burst at start-up was not shared between instances.
 *
 * @example
 * const redis = await connectRedis(config.redisUrl, log, {
 *   whileDown: 'each instance counts in its own memory',
 *   whenBack: 'the counts are shared again',
 * })
 */
export async function connectRedis(
  url: string,
  log: Logger,
  use: RedisUse,
  waitMs = readyWithinMs,
): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  let down = false
  redis.on('error', (error: Error) => {
    if (down) return
    down = true
    log.warn(`Redis is unreachable: ${use.whileDown}`, { error: error.message })
  })
  redis.on('ready', () => {
    if (!down) return
    down = false
    log.info(`Redis is back: ${use.whenBack}`)
  })
  await new Promise<void>((settled) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      redis.off('error', done)
      settled()
    }
    const timer = setTimeout(done, waitMs)
    redis.once('ready', done)
    redis.once('error', done)
  })
  return redis
}
