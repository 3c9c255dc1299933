import { isLeft } from 'fp-ts/lib/Either'
import { isDatabaseUnavailable } from '#adapters/accounts/is-database-unavailable'
import { LoginRequest } from '#schema/account/account-requests'
import type { MessageCode } from '#schema/account/message-code'
import type { User } from '#schema/account/user'
import type { Logger } from '#schema/logger'
import type { AccountsService } from './api/accounts-service.server'
import type { SessionCookie } from './api/session-cookie.server'

export type SiteLogin = { loggedIn: true; setCookie: string[] } | { loggedIn: false; message: MessageCode }

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
  return (ip) => ({
    visitorOf,
    async login(fields) {
      // As the API answers while the reserved area is under maintenance (RESERVED_AREA_MAINTENANCE).
      if (options.maintenance) return { loggedIn: false, message: 'RESERVED_AREA_MAINTENANCE' }
      const credentials = LoginRequest.decode(fields)
      if (isLeft(credentials)) return { loggedIn: false, message: 'Invalid credentials' }
      const outcome = await accounts.login(credentials.right, ip)
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
