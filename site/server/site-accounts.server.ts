import { isLeft } from 'fp-ts/lib/Either'
import { QueueFull } from '#adapters/accounts/bounded-queue'
import { isDatabaseUnavailable } from '#adapters/accounts/is-database-unavailable'
import { LoginRequest } from '#schema/account/account-requests'
import type { ChangePasswordRequest } from '#schema/account/account-requests'
import type { Email } from '#schema/account/email'
import type { Password } from '#schema/account/password'
import type { Registration } from '#schema/account/registration'
import type { MessageCode } from '#schema/account/message-code'
import type { User } from '#schema/account/user'
import type { Logger } from '#schema/logger'
import type { AccountsService } from './api/accounts-service.server'
import type { SessionCookie } from './api/session-cookie.server'

export type SiteLogin = { loggedIn: true; setCookie: string[] } | { loggedIn: false; message: MessageCode }

/**
 * What a no-JS form's step gave: done (with the Set-Cookie lines of a new session, if any), or the
 * message the API would have answered.
 */
export type SiteOutcome = { ok: true; setCookie: string[] } | { ok: false; message: MessageCode }

/**
 * The accounts as loaders and actions reach them (docs/security.md): in-process, through the load
 * context, never over HTTP at an address taken from the request. Bound to one request's visitor
 * address, for the login limits.
 */
export type SiteAccounts = {
  /**
   * The user of a page request's session cookie (verified), or null. With the accounts database
   * out of reach the visitor is served as anonymous: the page still renders, without what is
   * theirs (docs/security.md).
   */
  visitorOf: (request: Request) => Promise<User | null>
  /** A no-JS login form's fields: the session's Set-Cookie lines, or why it was refused. */
  login(fields: { username: string; password: string }): Promise<SiteLogin>
  /** Revokes the request's session, if any; the Set-Cookie lines that end it in the browser. */
  logout(request: Request): Promise<string[]>
  /** A no-JS registration (already decoded by the form's codec): the new session's cookies. */
  register(registration: Registration): Promise<SiteOutcome>
  /** A no-JS reset's first step: mails a code (the same answer for unknown emails). */
  requestResetCode(email: Email): Promise<SiteOutcome>
  /**
   * A no-JS reset's second step: the mailed code and the new password together, as the API's
   * check-reset-password then change-password-reset (the code is spent, the password set once).
   */
  resetWithCode(fields: { email: Email; code: string; password: Password }): Promise<SiteOutcome>
  /**
   * A no-JS password change for the request's session: the renewed session's cookies (older
   * sessions end with the change); NOT_AUTHORIZED when the session is gone.
   */
  changePassword(request: Request, fields: ChangePasswordRequest): Promise<SiteOutcome>
}

/**
 * The site's accounts over the API's service and cookies; call the result with each request's
 * address.
 *
 * @example
 * getLoadContext: (request) => ({ accounts: siteAccounts(ipOf(request)) })
 */
export function createSiteAccounts(
  accounts: AccountsService,
  sessionCookie: SessionCookie,
  options: { maintenance: boolean; log: Logger },
): (ip: string) => SiteAccounts {
  const tokenOf = (request: Request) => sessionCookie.read(request.headers.get('cookie'))
  const visitorOf = async (request: Request) => {
    const token = await tokenOf(request)
    if (token === undefined) return null
    try {
      return await accounts.userOfSession(token)
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      options.log.warn('A page was served as anonymous: the accounts database is unavailable', {
        error: error instanceof Error ? error.message : String(error),
      })
      return null
    }
  }
  // As the API answers while the reserved area is under maintenance (RESERVED_AREA_MAINTENANCE).
  const closed = { ok: false, message: 'RESERVED_AREA_MAINTENANCE' } as const
  const tooMany = { ok: false, message: 'TOO_MANY_REQUESTS' } as const
  /** A step the password hasher's queue turned away (decision 035): what the API answers, 429 or 503. */
  const busy = (error: unknown): { ok: false; message: MessageCode } => {
    if (!(error instanceof QueueFull)) throw error
    return { ok: false, message: error.scope === 'key' ? 'TOO_MANY_REQUESTS' : 'SERVER_BUSY' }
  }
  return (ip) => ({
    visitorOf,
    async register(registration) {
      if (options.maintenance) return closed
      const outcome = await accounts.register(registration, ip).catch(busy)
      if ('ok' in outcome) return outcome
      if (outcome.kind === 'tooMany') return tooMany
      if (outcome.kind === 'exists') return { ok: false, message: 'USER_ALREADY_EXISTS' }
      return { ok: true, setCookie: await sessionCookie.start(outcome.session) }
    },
    async requestResetCode(email) {
      if (options.maintenance) return closed
      const outcome = await accounts.requestResetCode(email, ip)
      return outcome.kind === 'tooMany' ? tooMany : { ok: true, setCookie: [] }
    },
    async resetWithCode({ email, code, password }) {
      if (options.maintenance) return closed
      const checked = await accounts.checkResetCode(email, code, ip)
      if (checked.kind === 'tooMany') return tooMany
      if (checked.kind === 'invalid') return { ok: false, message: 'CODE_NOT_VALID' }
      // The reset token the API would hand the browser, spent at once by the same request.
      const { claims } = await accounts.issueResetToken(checked.stored)
      const reset = { jti: claims.jti, expiresAt: new Date(claims.exp * 1000) }
      const done = await accounts.finishReset(reset, checked.stored, password, ip).catch(busy)
      if (typeof done === 'object') return done
      if (done === 'used') return { ok: false, message: 'Not authorized' }
      if (done === 'failed') return { ok: false, message: 'USER_PASS_NOT_UPDATED' }
      return { ok: true, setCookie: [] }
    },
    async changePassword(request, fields) {
      if (options.maintenance) return closed
      const token = await tokenOf(request)
      const session = token === undefined ? null : await accounts.authenticated(token, 'session')
      if (!session) return { ok: false, message: 'Not authorized' }
      const outcome = await accounts.changePassword(session.stored, fields, ip).catch(busy)
      if ('ok' in outcome) return outcome
      if (outcome.kind === 'tooMany') return tooMany
      if (outcome.kind === 'wrongPassword') return { ok: false, message: 'Incorrect password' }
      if (outcome.kind === 'failed') return { ok: false, message: 'USER_PASS_NOT_UPDATED' }
      return { ok: true, setCookie: await sessionCookie.start(outcome.session) }
    },
    async login(fields) {
      if (options.maintenance) return { loggedIn: false, message: 'RESERVED_AREA_MAINTENANCE' }
      const credentials = LoginRequest.decode(fields)
      if (isLeft(credentials)) return { loggedIn: false, message: 'Invalid credentials' }
      const outcome = await accounts.login(credentials.right, ip).catch(busy)
      if ('ok' in outcome) return { loggedIn: false, message: outcome.message }
      if (outcome.kind === 'tooMany') return { loggedIn: false, message: 'TOO_MANY_REQUESTS' }
      if (outcome.kind === 'refused') return { loggedIn: false, message: 'Invalid credentials' }
      return { loggedIn: true, setCookie: await sessionCookie.start(outcome.session) }
    },
    async logout(request) {
      const token = await tokenOf(request)
      if (token !== undefined) await accounts.logout(token)
      return sessionCookie.end()
    },
  })
}
