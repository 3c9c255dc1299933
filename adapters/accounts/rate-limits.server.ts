import type { Redis } from 'ioredis'
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible'
/** Points in a window of seconds. */
export type RateWindow = { points: number; seconds: number }

/** How failed logins of one account, from anywhere, slow its next tries (never a lock). */
export type Slowdown = {
  /** Failures in the window before any wait. */
  freeFailures: number
  /** The first wait, doubled at each further failure, up to `maxMs`. */
  stepMs: number
  maxMs: number
}

/**
 * Points per window for each limit; tests give their own. Limits that answer 429 are keyed by
 * the address, alone or with the account, so a guesser cannot lock the owner out (docs/security.md,
 * item 10); what is counted per account only slows or stays silent.
 */
export type RateLimitSettings = {
  /** Failed logins of one account from one address: 429. */
  loginPerAccountIp: RateWindow
  /** Failed logins from one address, whatever the account: 429. */
  loginPerIp: RateWindow
  /** Failed logins of one account from everywhere: counted for `loginSlowdown`, never refused. */
  loginPerAccount: RateWindow
  loginSlowdown: Slowdown
  /** Reset requests and code checks for one email from one address: 429. */
  resetPerEmailIp: RateWindow
  /** Reset requests and code checks from one address: 429. */
  resetPerIp: RateWindow
  /**
   * Reset codes mailed to one email: one per code lifetime. Past it a request is answered alike
   * but mails nothing and leaves the live code alone, so a code in the owner's inbox is never
   * replaced by someone else's request while it lives, and a new one can be had once it has
   * expired: no mail bombing, no lock, and at most 5 guesses per code times this many codes.
   */
  resetMailsPerEmail: RateWindow
  /** Registrations from one address: each runs argon2 and writes two rows (docs/security.md). */
  registerPerIp: RateWindow
  /**
   * Site searches from one address: each one is a CMS query (docs/security.md). Optional, so settings
   * that only concern accounts need not name it: they get the default.
   */
  searchPerIp?: RateWindow
  /** Contact form submissions from one address (decision 006). Optional, as `searchPerIp`. */
  formsPerIp?: RateWindow
  /**
   * Receipts mailed to one address, whoever asks (docs/security.md): the receipt is the one mail
   * whose address the visitor chooses, so this keeps the form from mailing one inbox over and over.
   */
  receiptsPerAddress?: RateWindow
  /**
   * Pages rendered for one address past the page caches (decision 035): each is a render of up
   * to ~100 ms of CPU. Optional, as `searchPerIp`.
   */
  cacheMissesPerIp?: RateWindow
}

export const defaultRateLimits: Required<RateLimitSettings> = {
  loginPerAccountIp: { points: 10, seconds: 15 * 60 },
  loginPerIp: { points: 100, seconds: 15 * 60 },
  loginPerAccount: { points: 1_000_000, seconds: 15 * 60 },
  loginSlowdown: { freeFailures: 5, stepMs: 250, maxMs: 2_000 },
  resetPerEmailIp: { points: 10, seconds: 60 * 60 },
  resetPerIp: { points: 50, seconds: 60 * 60 },
  // One code per 10 minutes, its lifetime: 6 codes, 30 guesses an hour per account (docs/security.md).
  resetMailsPerEmail: { points: 1, seconds: 10 * 60 },
  registerPerIp: { points: 10, seconds: 60 * 60 },
  // Search as you type sends a request per letter past the third: two a second for a minute.
  searchPerIp: { points: 120, seconds: 60 },
  formsPerIp: { points: 10, seconds: 600 },
  receiptsPerAddress: { points: 3, seconds: 86_400 },
  // Two new pages a second (120 a minute, in windows of 10 s): more than a reader's clicks (cached
  // pages cost nothing), a small share of a core for one address's flood of new URLs.
  cacheMissesPerIp: { points: 20, seconds: 10 },
}

export type RateLimitName = Exclude<keyof RateLimitSettings, 'loginSlowdown'>

/**
 * Every limit is spent before the work it guards, in one atomic step (memory or Redis), and given
 * back when the work turns out not to count: a parallel burst meets a limit exactly as a
 * sequence does (decision 035). There is no way to read a limit without spending it.
 */
export type RateLimits = {
  /** Spends a point; the seconds to wait if that was over the limit, else 0. */
  spend(name: RateLimitName, key: string): Promise<number>
  /** Gives back a point spent on work that did not count (a right password, a check not run). */
  refund(name: RateLimitName, key: string): Promise<void>
  /** Forgets `key` (a successful login clears its failures from that address). */
  reset(name: RateLimitName, key: string): Promise<void>
  /**
   * Counts a login attempt of `account` from anywhere (`loginPerAccount`) and says how long it
   * waits first (`loginSlowdown`), from the attempts counted before it, in flight ones included.
   */
  countLoginAttempt(account: string): Promise<number>
}

/** The key of an account seen from one address. */
export const accountAtIp = (account: string, ip: string): string => `${account}|${ip}`

/**
 * The API's rate limits (rate-limiter-flexible): in memory for one process, in Redis (REDIS_URL)
 * when several instances share them (docs/architecture.md, Scaling out). The connection is the
 * site's (its owner opens and closes it, and says when Redis is down).
 */
export function createRateLimits(options: {
  redis?: Redis | undefined
  settings?: RateLimitSettings
  /** Of every key in Redis (REDIS_KEY_PREFIX): sites sharing one Redis keep their budgets apart. */
  prefix?: string | undefined
  /** Told of every point refused (/metrics). */
  onRefusal?: (name: RateLimitName) => void
}): RateLimits {
  const settings = options.settings ?? defaultRateLimits
  const { redis } = options
  const make = (name: RateLimitName): RateLimiterAbstract => {
    const { points, seconds } = settings[name] ?? defaultRateLimits[name]
    const keyPrefix = `${options.prefix ?? 'fast'}:${name}`
    // While Redis is unreachable each instance counts in its own memory (the insurance), from zero.
    // A key refused here stays refused in memory for the rest of its window, outage or not.
    return redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration: seconds,
          inMemoryBlockOnConsumed: points + 1,
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: seconds }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration: seconds })
  }
  const limiters: Record<RateLimitName, RateLimiterAbstract> = {
    loginPerAccountIp: make('loginPerAccountIp'),
    loginPerIp: make('loginPerIp'),
    loginPerAccount: make('loginPerAccount'),
    resetPerEmailIp: make('resetPerEmailIp'),
    resetPerIp: make('resetPerIp'),
    resetMailsPerEmail: make('resetMailsPerEmail'),
    registerPerIp: make('registerPerIp'),
    searchPerIp: make('searchPerIp'),
    formsPerIp: make('formsPerIp'),
    receiptsPerAddress: make('receiptsPerAddress'),
    cacheMissesPerIp: make('cacheMissesPerIp'),
  }

  return {
    async spend(name, key) {
      try {
        await limiters[name].consume(key)
        return 0
      } catch (rejection) {
        if (!(rejection instanceof RateLimiterRes)) throw rejection
        options.onRefusal?.(name)
        return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000))
      }
    },
    async refund(name, key) {
      await limiters[name].reward(key, 1)
    },
    async reset(name, key) {
      await limiters[name].delete(key)
    },
    async countLoginAttempt(account) {
      // The position comes back from the one atomic consume, so parallel attempts see 0, 1, 2…
      const counted = await limiters.loginPerAccount.consume(account).catch((rejection: unknown) => {
        if (rejection instanceof RateLimiterRes) return rejection
        throw rejection
      })
      const failures = counted.consumedPoints - 1
      const { freeFailures, stepMs, maxMs } = settings.loginSlowdown
      if (failures < freeFailures) return 0
      return Math.min(maxMs, stepMs * 2 ** Math.min(failures - freeFailures, 20))
    },
  }
}
