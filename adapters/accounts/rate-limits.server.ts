import { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'

/** Points per window for each limit; tests give their own. */
export type RateLimitSettings = {
  /** Failed logins per account. */
  loginPerAccount: { points: number; seconds: number }
  /** Failed logins per IP address. */
  loginPerIp: { points: number; seconds: number }
  /** Reset requests and code checks per email. */
  resetPerEmail: { points: number; seconds: number }
  /** Reset requests and code checks per IP address. */
  resetPerIp: { points: number; seconds: number }
  /**
   * Site searches per IP address: each one is a CMS query (issue 12). Optional, so settings that
   * only concern accounts need not name it: they get the default.
   */
  searchPerIp?: { points: number; seconds: number }
}

export const defaultRateLimits: Required<RateLimitSettings> = {
  loginPerAccount: { points: 10, seconds: 15 * 60 },
  loginPerIp: { points: 100, seconds: 15 * 60 },
  resetPerEmail: { points: 10, seconds: 60 * 60 },
  resetPerIp: { points: 50, seconds: 60 * 60 },
  // Search as you type sends a request per letter past the third: two a second for a minute.
  searchPerIp: { points: 120, seconds: 60 },
}

export type RateLimitName = keyof RateLimitSettings

export type RateLimits = {
  /** Seconds to wait when `key` has no points left under `name`, else 0. Does not spend. */
  blockedFor(name: RateLimitName, key: string): Promise<number>
  /** Spends a point; the seconds to wait if that was over the limit, else 0. */
  spend(name: RateLimitName, key: string): Promise<number>
  /** Forgets `key` (a successful login clears its account's failures). */
  reset(name: RateLimitName, key: string): Promise<void>
  close(): Promise<void>
}

/**
 * The API's rate limits (rate-limiter-flexible): in memory for one process, in Redis (REDIS_URL)
 * when several instances share them (DESIGN: Scaling out).
 */
export function createRateLimits(options: {
  redisUrl?: string | undefined
  settings?: RateLimitSettings
  prefix?: string
}): RateLimits {
  const settings = options.settings ?? defaultRateLimits
  const redis = options.redisUrl
    ? new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 })
    : undefined
  const make = (name: RateLimitName): RateLimiterAbstract => {
    const { points, seconds } = settings[name] ?? defaultRateLimits[name]
    const keyPrefix = `${options.prefix ?? 'fast'}:${name}`
    // The memory insurance keeps limits working (per process) while Redis is unreachable.
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration: seconds,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: seconds }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration: seconds })
  }
  const limiters: Record<RateLimitName, RateLimiterAbstract> = {
    loginPerAccount: make('loginPerAccount'),
    loginPerIp: make('loginPerIp'),
    resetPerEmail: make('resetPerEmail'),
    resetPerIp: make('resetPerIp'),
    searchPerIp: make('searchPerIp'),
  }

  return {
    async blockedFor(name, key) {
      const state = await limiters[name].get(key)
      return state !== null && state.remainingPoints <= 0
        ? Math.max(1, Math.ceil(state.msBeforeNext / 1000))
        : 0
    },
    async spend(name, key) {
      try {
        await limiters[name].consume(key)
        return 0
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
        throw rejection
      }
    },
    async reset(name, key) {
      await limiters[name].delete(key)
    },
    async close() {
      if (redis) await redis.quit().catch(() => undefined)
    },
  }
}
