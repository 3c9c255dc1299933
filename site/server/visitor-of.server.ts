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
 * keep it out of every anonymous response (spec 6).
 */
export function createVisitorOf(deps: ApiDeps): VisitorOf {
  return async (request) => {
    const token = readCookie(request.headers.get('cookie'), tokenCookie)
    if (!token) return null
    const found = await userOfToken(deps, token, 'session')
    return 'refused' in found ? null : found.stored.user
  }
}
