import type { LoginRequest } from '#schema/account/account-requests'
import { Email } from '#schema/account/email'
import type { Registration } from '#schema/account/registration'
import type { User } from '#schema/account/user'
import type { ApiDeps } from './api-deps.server'
import { userOfToken } from './authenticate.server'

/** A session just issued: the token and when it ends. */
export type IssuedSession = { token: string; expiresAt: Date }

export type LoginOutcome =
  | { kind: 'loggedIn'; user: User; session: IssuedSession }
  | { kind: 'refused' }
  | { kind: 'tooMany'; retryAfterSeconds: number }

export type RegisterOutcome = { kind: 'created'; user: User; session: IssuedSession } | { kind: 'exists' }

/**
 * The accounts as the site uses them, in-process (issue 12): the API routes and the pages'
 * loaders and actions both call these, so no page ever calls the API over HTTP at an address a
 * request could name.
 */
export type AccountsService = {
  /** Checks the password under the login rate limits (per account and per address). */
  login(credentials: LoginRequest, ip: string): Promise<LoginOutcome>
  /** Creates the user; registration is followed by a login (spec 4), so a session comes with it. */
  register(registration: Registration): Promise<RegisterOutcome>
  /** The user of a session token, or null when the token is refused (authenticate's rules). */
  userOfSession(token: string): Promise<User | null>
  /** Revokes a session token; false when it was not a live session. */
  logout(token: string): Promise<boolean>
}

/**
 * The accounts service over the API's dependencies.
 *
 * @example
 * const outcome = await accounts.login({ username, password }, ipOf(request))
 */
export function createAccountsService(deps: ApiDeps): AccountsService {
  const { store, hasher, limits, tokens } = deps
  const issue = async (userId: string): Promise<IssuedSession> => {
    const { token, expiresAt } = await tokens.issue(userId, 'session')
    return { token, expiresAt }
  }
  return {
    async login(credentials, ip) {
      const account = credentials.username.toLowerCase()
      const wait = Math.max(
        await limits.blockedFor('loginPerAccount', account),
        await limits.blockedFor('loginPerIp', ip),
      )
      if (wait > 0) return { kind: 'tooMany', retryAfterSeconds: wait }
      const email = Email.decode(credentials.username)
      const stored = email._tag === 'Right' ? await store.findUserByEmail(email.right) : undefined
      // An unknown email costs a real argon2 check too: same answer, similar time (issue 5).
      const valid = stored
        ? await hasher.verify(stored.passwordHash, credentials.password)
        : await hasher.verifyNobody(credentials.password)
      if (!stored || !valid) {
        await limits.spend('loginPerAccount', account)
        await limits.spend('loginPerIp', ip)
        return { kind: 'refused' }
      }
      await limits.reset('loginPerAccount', account)
      const session = await issue(stored.user.id)
      await store.recordActivity(stored.user.id, 'Log In', '')
      return { kind: 'loggedIn', user: stored.user, session }
    },
    async register(registration) {
      const result = await store.createUser(registration, await hasher.hash(registration.password))
      if (result === 'exists') return { kind: 'exists' }
      const session = await issue(result.created.user.id)
      await store.recordActivity(result.created.user.id, 'Log In', 'registration')
      return { kind: 'created', user: result.created.user, session }
    },
    async userOfSession(token) {
      const found = await userOfToken(deps, token, 'session')
      return 'refused' in found ? null : found.stored.user
    },
    async logout(token) {
      const found = await userOfToken(deps, token, 'session')
      if ('refused' in found) return false
      await store.revokeToken(found.claims.jti, new Date(found.claims.exp * 1000))
      return true
    },
  }
}
