import type { Redis } from 'ioredis'
import type { Logger } from '#schema/logger'

/** The delivery ids of the webhooks taken: each is taken once, so a replay changes nothing. */
export type DeliveryIds = {
  /** True for the first claim of `id` within `seconds`, false for every later one, at once or not. */
  claim(id: string): Promise<boolean>
}

/** Past this many ids held in memory, the expired ones are swept first. */
const sweepAbove = 10_000

/**
 * Delivery ids in Redis when it is configured (`SET key 1 NX EX seconds`: one atomic command, so
 * of any number of instances and parallel posts exactly one wins), else in this process's memory
 * (a check and a set in one synchronous step: the same). While Redis is unreachable the claim is
 * made in memory: one instance still takes an id once, another may take it again (docs/operations.md).
 */
export function deliveryIds(options: {
  redis: Redis | undefined
  keyPrefix: string
  seconds: number
  log: Logger
}): DeliveryIds {
  const memory = new Map<string, number>()
  const inMemory = (id: string): boolean => {
    const now = Date.now()
    if (memory.size > sweepAbove)
      for (const [held, expires] of memory) if (expires <= now) memory.delete(held)
    if ((memory.get(id) ?? 0) > now) return false
    memory.set(id, now + options.seconds * 1000)
    return true
  }
  const redis = options.redis
  if (!redis) return { claim: (id) => Promise.resolve(inMemory(id)) }
  let down = false
  return {
    async claim(id) {
      try {
        const taken = await redis.set(
          `${options.keyPrefix}:cms-delivery:${id}`,
          '1',
          'EX',
          options.seconds,
          'NX',
        )
        down = false
        // Held in memory too: this instance refuses the id even if Redis loses it.
        return inMemory(id) && taken === 'OK'
      } catch (error) {
        if (!down)
          options.log.warn('Webhook delivery ids are kept per instance while Redis is unreachable', {
            error: error instanceof Error ? error.message : String(error),
          })
        down = true
        return inMemory(id)
      }
    },
  }
}
