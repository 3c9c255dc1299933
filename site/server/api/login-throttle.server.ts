import { setTimeout as sleep } from 'node:timers/promises'
import { addressKey } from '#adapters/accounts/address-key'
import { accountAtIp, type RateLimits } from '#adapters/accounts/rate-limits.server'

export type LoginThrottle = {
  /**
   * Before a password check of `account` from `ip`: the seconds to answer 429 with when that
   * address is throttled, else 0 after the account's slowdown has been waited.
   */
  before(account: string, ip: string): Promise<number>
  /** Counts a wrong password against the address, the account at that address, and the account. */
  failed(account: string, ip: string): Promise<void>
  /** A right password clears that address's failures for the account. */
  succeeded(account: string, ip: string): Promise<void>
}

/**
 * Password guessing is throttled per account and address, and per address; failures of an
 * account from everywhere only slow its next checks. An IPv6 address counts by its /64. Ten wrong passwords from anyone no longer
 * lock the owner out (docs/security.md; OWASP Authentication Cheat Sheet, account lockout).
 *
 * @example
 * const wait = await throttle.before(account, ipOf(request))
 * if (wait > 0) return sendTooMany(response, wait)
 */
export function loginThrottle(limits: RateLimits): LoginThrottle {
  return {
    async before(account, address) {
      const ip = addressKey(address)
      const wait = Math.max(
        await limits.blockedFor('loginPerAccountIp', accountAtIp(account, ip)),
        await limits.blockedFor('loginPerIp', ip),
      )
      if (wait > 0) return wait
      const delay = await limits.loginDelayMs(account)
      if (delay > 0) await sleep(delay)
      return 0
    },
    async failed(account, address) {
      const ip = addressKey(address)
      await limits.spend('loginPerAccountIp', accountAtIp(account, ip))
      await limits.spend('loginPerIp', ip)
      await limits.spend('loginPerAccount', account)
    },
    async succeeded(account, address) {
      await limits.reset('loginPerAccountIp', accountAtIp(account, addressKey(address)))
    },
  }
}
