import { createHmac, randomInt, timingSafeEqual } from 'node:crypto'
import type { ChangePasswordRequest } from '#schema/account/account-requests'
import type { Email } from '#schema/account/email'
import type { Password } from '#schema/account/password'
import type { User } from '#schema/account/user'
import { addressKey } from '#adapters/accounts/address-key'
import { accountAtIp } from '#adapters/accounts/rate-limits.server'
import type { TokenClaims } from '#adapters/accounts/session-tokens.server'
import type { StoredUser } from '#adapters/accounts/user-row'
import { accountMail } from '#adapters/mail/account-mail'
import type { ApiDeps } from './api-deps.server'
import { loginThrottle } from './login-throttle.server'

// Reset by code, as Ory Kratos does it (spec §7.1, §4.8): 6 random digits, kept as an HMAC,
// 10 minutes, single use, compared at most 5 times (the fifth wrong code voids it).
const codeMinutes = 10
const maxTries = 5

type TooMany = { kind: 'tooMany'; retryAfterSeconds: number }

export type CodeCheckOutcome = { kind: 'valid'; stored: StoredUser } | { kind: 'invalid' } | TooMany

/** What setting a password after a reset gave: 'used' when another request spent the token first. */
export type ResetOutcome = 'done' | 'used' | 'failed'

export type ChangeOutcome =
  | { kind: 'changed'; user: User; session: { token: string; expiresAt: Date } }
  | { kind: 'wrongPassword' }
  | { kind: 'failed' }
  | TooMany

/**
 * The password steps of the Account API (spec §7.1), in-process: the API's routes and the
 * reserved-area screens' actions (without JS) both call these, with the same limits.
 */
export type PasswordService = {
  /**
   * Mails a reset code to `email` if it is registered, under the reset limits. The answer is the
   * same whether the email exists or not: it must not tell who is registered.
   */
  requestResetCode(email: Email, ip: string): Promise<{ kind: 'sent' } | TooMany>
  /** Checks a mailed code, spending it when right; a code is compared at most 5 times. */
  checkResetCode(email: Email, code: string, ip: string): Promise<CodeCheckOutcome>
  /** A token good only for finishing this user's reset, for as long as a code would be. */
  issueResetToken(stored: StoredUser): Promise<{ token: string; claims: TokenClaims }>
  /**
   * Sets the password of a reset: the reset token is spent and the password set in one
   * transaction only one request wins (docs/security.md). The hash waits in the hasher's queue
   * under `ip`'s places (QueueFull past them).
   */
  finishReset(
    reset: { jti: string; expiresAt: Date },
    stored: StoredUser,
    password: Password,
    ip: string,
  ): Promise<ResetOutcome>
  /**
   * Changes a logged-in user's password after checking the current one under the login throttle
   * (a stolen session must not become a password oracle); every older session ends, and a new
   * session is issued for this visitor.
   */
  changePassword(stored: StoredUser, fields: ChangePasswordRequest, ip: string): Promise<ChangeOutcome>
}

/**
 * The password steps over the API's dependencies.
 *
 * @example
 * const checked = await passwords.checkResetCode(email, code, ipOf(request))
 */
export function createPasswordService(deps: ApiDeps): PasswordService {
  const { store, hasher, limits, mail } = deps
  const throttle = loginThrottle(limits, hasher)
  const hashCode = (userId: string, code: string) =>
    createHmac('sha256', deps.codeKey).update(`${userId}:${code}`).digest('hex')
  /**
   * Spends a point of the reset limits for this email at this address and for the address; the
   * wait in seconds, or 0. Keyed by address: steps from elsewhere cannot block the owner's reset
   * (docs/security.md).
   */
  const resetWait = async (email: string, address: string) => {
    const ip = addressKey(address)
    return Math.max(
      await limits.spend('resetPerEmailIp', accountAtIp(email, ip)),
      await limits.spend('resetPerIp', ip),
    )
  }
  const passwordChangedMail = (user: User) =>
    mail.enqueue(
      user.email,
      accountMail({ kind: 'password-changed', firstName: user.firstName }, user.locale),
    )

  return {
    async requestResetCode(email, ip) {
      const wait = await resetWait(email, ip)
      if (wait > 0) return { kind: 'tooMany', retryAfterSeconds: wait }
      const stored = await store.findUserByEmail(email)
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
      // Past the mails allowed per email, the live code (already in the owner's inbox) stays.
      // Spent for unknown emails too, so the time taken does not tell them apart.
      const mailing = (await limits.spend('resetMailsPerEmail', email)) === 0
      if (stored && mailing) {
        await store.createResetCode(
          stored.user.id,
          hashCode(stored.user.id, code),
          new Date(deps.now().getTime() + codeMinutes * 60_000),
        )
        await mail.enqueue(
          stored.user.email,
          accountMail(
            { kind: 'reset-code', firstName: stored.user.firstName, code, minutes: codeMinutes },
            stored.user.locale,
          ),
        )
      } else {
        hashCode('nobody', code)
      }
      return { kind: 'sent' }
    },
    async checkResetCode(email, code, ip) {
      const wait = await resetWait(email, ip)
      if (wait > 0) return { kind: 'tooMany', retryAfterSeconds: wait }
      const stored = await store.findUserByEmail(email)
      // The try is counted before the compare, in one statement: a burst gets `maxTries`
      // compares, as a sequence does (decision 035).
      const live = stored ? await store.countResetCodeTry(stored.user.id, maxTries) : undefined
      if (!stored || !live) return { kind: 'invalid' }
      const given = Buffer.from(hashCode(stored.user.id, code))
      if (!timingSafeEqual(given, Buffer.from(live.code_hash))) return { kind: 'invalid' }
      if (!(await store.consumeResetCode(live.id, maxTries))) return { kind: 'invalid' }
      return { kind: 'valid', stored }
    },
    issueResetToken: (stored) => deps.tokens.issue(stored.user.id, 'reset', stored.sessionVersion),
    async finishReset(reset, stored, password, ip) {
      const done = await store.resetPassword(reset, stored.user.id, await hasher.hash(password, ip))
      if (done === 'used') return 'used'
      if (done === undefined) return 'failed'
      await passwordChangedMail(stored.user)
      return 'done'
    },
    async changePassword(stored, fields, ip) {
      const { user, passwordHash } = stored
      const checked = await throttle.check(user.email, ip, (place) =>
        place.verify(passwordHash, fields.oldPassword),
      )
      if (checked.kind === 'tooMany') return checked
      if (checked.kind === 'wrong') return { kind: 'wrongPassword' }
      const version = await store.setPassword(user.id, await hasher.hash(fields.password, ip))
      if (version === undefined) return { kind: 'failed' }
      // Every older session, this one's token too, ends with the new version; this visitor goes
      // on with a token of it.
      const { token, expiresAt } = await deps.tokens.issue(user.id, 'session', version)
      await passwordChangedMail(user)
      return { kind: 'changed', user, session: { token, expiresAt } }
    },
  }
}
