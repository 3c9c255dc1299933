import { setTimeout as sleep } from 'node:timers/promises'
import { addressKey } from '#adapters/accounts/address-key'
import type { HasherPlace, PasswordHasher } from '#adapters/accounts/password-hasher.server'
import { accountAtIp, type RateLimits } from '#adapters/accounts/rate-limits.server'

/** What a throttled password check gave. */
export type ThrottledCheck =
  { kind: 'tooMany'; retryAfterSeconds: number } | { kind: 'right' } | { kind: 'wrong' }

export type LoginThrottle = {
  /**
   * Checks a password of `account` from `ip` with `check`, run from a place in the hasher's
   * queue. Throws QueueFull (bounded-queue) when the queue has no place for the address, before
   * anything is spent; answers `tooMany` when the address is throttled. A wrong password leaves
   * its try spent: that is the failure counted. A right one clears that address's failures for
   * the account and gives the try back; so does a check that could not run (an error).
   */
  check(account: string, ip: string, check: (place: HasherPlace) => Promise<boolean>): Promise<ThrottledCheck>
}

/**
 * Password guessing is throttled per account and address, and per address; failures of an
 * account from everywhere only slow its next checks. An IPv6 address counts by its /64. Ten wrong
 * passwords from anyone no longer lock the owner out (docs/security.md; OWASP Authentication Cheat
 * Sheet, account lockout). Each try is spent before its check, in one atomic step per limit, so a
 * parallel burst gets the checks a sequence would: reading the limits first and counting after
 * let 1,999 parallel guesses through, the right password last (decision 035). The hasher's place is
 * taken first, so a request past its address's share costs no limit, lookup or hash.
 *
 * @example
 * const checked = await throttle.check(account, ipOf(request), (place) => place.verify(hash, password))
 * if (checked.kind === 'tooMany') return sendTooMany(response, checked.retryAfterSeconds)
 */
export function loginThrottle(limits: RateLimits, hasher: PasswordHasher): LoginThrottle {
  return {
    async check(account, address, check) {
      const ip = addressKey(address)
      const atIp = accountAtIp(account, ip)
      // The try was spent on the address and on the account too: given back unless it failed.
      const giveBack = async () => {
        await limits.refund('loginPerIp', ip)
        await limits.refund('loginPerAccount', account)
      }
      let place = hasher.place(address)
      try {
        const throttled = await limits.spend('loginPerAccountIp', atIp)
        if (throttled > 0) return { kind: 'tooMany', retryAfterSeconds: throttled }
        const fromIp = await limits.spend('loginPerIp', ip)
        if (fromIp > 0) {
          // Refused for the address as a whole: no check of this account was made.
          await limits.refund('loginPerAccountIp', atIp)
          return { kind: 'tooMany', retryAfterSeconds: fromIp }
        }
        const delay = await limits.countLoginAttempt(account)
        let right: boolean
        try {
          if (delay > 0) {
            // The account's slowdown is waited without a place: sleepers must not fill the queue.
            place.leave()
            await sleep(delay)
            place = hasher.place(address)
          }
          right = await check(place)
        } catch (error) {
          // The check did not run (no place after the wait, the database away): not a failure.
          await limits.refund('loginPerAccountIp', atIp)
          await giveBack()
          throw error
        }
        if (!right) return { kind: 'wrong' }
        await limits.reset('loginPerAccountIp', atIp)
        await giveBack()
        return { kind: 'right' }
      } finally {
        place.leave()
      }
    },
  }
}
