import type { Redis } from 'ioredis'
import type { Logger } from '#schema/logger'

/**
 * The one Redis connection of the rate limits (ioredis, loaded only when REDIS_URL is set). A
 * command fails at once while Redis is unreachable (no offline queue), so the limits fall back
 * to their in-memory insurance instead of waiting; ioredis reconnects on its own. The outage is
 * logged once when it starts and once when it ends: without an 'error' listener ioredis printed
 * "Unhandled error event" on every reconnect attempt.
 *
 * @example
 * const redis = await connectRedis(config.redisUrl, log)
 */
export async function connectRedis(url: string, log: Logger): Promise<Redis> {
  const { Redis } = await import('ioredis')
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  let down = false
  redis.on('error', (error: Error) => {
    if (down) return
    down = true
    log.warn('Redis is unreachable: each instance keeps the rate limits in its own memory until it is back', {
      error: error.message,
    })
  })
  redis.on('ready', () => {
    if (!down) return
    down = false
    log.info('Redis is back: the rate limits are shared again')
  })
  return redis
}
