import { isDatabaseUnavailable } from '#adapters/accounts/is-database-unavailable'
import type { User } from '#schema/account/user'
import { readCookie } from '#site/read-cookie'
import type { ApiDeps } from './api/api-deps.server'
import { userOfToken } from './api/authenticate.server'
import { tokenCookie } from './api/read-token.server'

/** Who is asking for a page: the user of a valid session cookie, or nobody (anonymous). */
export type VisitorOf = (request: Request) => Promise<User | null>

/**
 * Reads the session cookie of a page request and checks it as the API does (signature, expiry,
 * revocation, password change), so loaders can show a registered visitor what is theirs and
 * keep it out of every anonymous response (spec 6). With the accounts database out of reach the
 * visitor is served as anonymous: the page still renders, without what is theirs (issue 12, item 12).
 */
export function createVisitorOf(deps: ApiDeps): VisitorOf {
  return async (request) => {
    const token = readCookie(request.headers.get('cookie'), tokenCookie)
    if (!token) return null
    try {
      const found = await userOfToken(deps, token, 'session')
      return 'refused' in found ? null : found.stored.user
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error
      deps.log.warn('A page was served as anonymous: the accounts database is unavailable', {
        error: error instanceof Error ? error.message : String(error),
      })
      return null
    }
  }
}
