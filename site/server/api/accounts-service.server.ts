import type { LoginRequest } from '#schema/account/account-requests'
import { Email } from '#schema/account/email'
import type { Registration } from '#schema/account/registration'
import type { User } from '#schema/account/user'
import { addressKey } from '#adapters/accounts/address-key'
import type { ApiDeps } from './api-deps.server'
import { userOfToken } from './authenticate.server'
import type { Authenticated } from './authenticate.server'
import type { TokenUse } from '#adapters/accounts/session-tokens.server'
import type { StoredUser } from '#adapters/accounts/user-row'
import { loginThrottle } from './login-throttle.server'
import { createPasswordService } from './password-service.server'
import type { PasswordService } from './password-service.server'

/** A session just issued: the token and when it ends. */
export type IssuedSession = { token: string; expiresAt: Date }

export type LoginOutcome =
  | { kind: 'loggedIn'; user: User; session: IssuedSession }
  | { kind: 'refused' }
  | { kind: 'tooMany'; retryAfterSeconds: number }

export type RegisterOutcome =
  | { kind: 'created'; user: User; session: IssuedSession }
  | { kind: 'exists' }
  | { kind: 'tooMany'; retryAfterSeconds: number }

/**
 * The accounts as the site uses them, in-process (docs/security.md): the API routes and the pages'
 * loaders and actions both call these, so no page ever calls the API over HTTP at an address a
 * request could name.
 */
export type AccountsService = PasswordService & {
  /**
   * Checks the password under the login throttle: refused per account and address or per
   * address, only slowed per account, so a guesser cannot lock the owner out (decision 015).
   * Throws QueueFull when the password hasher has no place for the address, or none at all
   * (the API answers 429 or 503, decision 035); so do `register`, `changePassword` and `finishReset`.
   */
  login(credentials: LoginRequest, ip: string): Promise<LoginOutcome>
  /**
   * Creates the user, under a limit per address (each registration runs argon2); registration
   * is followed by a login (spec 4), so a session comes with it.
   */
  register(registration: Registration, ip: string): Promise<RegisterOutcome>
  /** The user of a session token, or null when the token is refused (authenticate's rules). */
  userOfSession(token: string): Promise<User | null>
  /** Revokes a session token; false when it was not a live session. */
  logout(token: string): Promise<boolean>
  /** The stored user of a live token of `use` (with its claims), or null (authenticate's rules). */
  authenticated(token: string, use: TokenUse): Promise<Authenticated | null>
}

/**
 * The accounts service over the API's dependencies.
 *
 * @example
 * const outcome = await accounts.login({ username, password }, ipOf(request))
 */
export function createAccountsService(deps: ApiDeps): AccountsService {
  const { store, hasher, limits, tokens } = deps
  const throttle = loginThrottle(limits, hasher)
  // The version is the one of the row whose password was checked, so a login that raced a
  // password change gets a token the change has already outdated.
  const issue = async (userId: string, sessionVersion: number): Promise<IssuedSession> => {
    const { token, expiresAt } = await tokens.issue(userId, 'session', sessionVersion)
    return { token, expiresAt }
  }
  return {
    ...createPasswordService(deps),
    async login(credentials, ip) {
      const account = credentials.username.toLowerCase()
      const email = Email.decode(credentials.username)
      let stored: StoredUser | undefined
      const checked = await throttle.check(account, ip, async (place) => {
        stored = email._tag === 'Right' ? await store.findUserByEmail(email.right) : undefined
        // An unknown email costs a real argon2 check too: same answer, similar time (spec §7.1).
        return stored
          ? place.verify(stored.passwordHash, credentials.password)
          : place.verifyNobody(credentials.password)
      })
      if (checked.kind === 'tooMany') return checked
      if (checked.kind === 'wrong' || !stored) return { kind: 'refused' }
      const session = await issue(stored.user.id, stored.sessionVersion)
      await store.recordActivity(stored.user.id, 'Log In', '')
      return { kind: 'loggedIn', user: stored.user, session }
    },
    async register(registration, ip) {
      // The hasher's place first: an address past its share is refused before it spends a registration.
      const place = hasher.place(ip)
      let passwordHash: string
      try {
        const registering = await limits.spend('registerPerIp', addressKey(ip))
        if (registering > 0) return { kind: 'tooMany', retryAfterSeconds: registering }
        passwordHash = await place.hash(registration.password)
      } finally {
        place.leave()
      }
      const result = await store.createUser(registration, passwordHash)
      if (result === 'exists') return { kind: 'exists' }
      const session = await issue(result.created.user.id, result.created.sessionVersion)
      await store.recordActivity(result.created.user.id, 'Log In', 'registration')
      return { kind: 'created', user: result.created.user, session }
    },
    async userOfSession(token) {
      const found = await userOfToken(deps, token, 'session')
      return 'refused' in found ? null : found.stored.user
    },
    async authenticated(token, use) {
      const found = await userOfToken(deps, token, use)
      return 'refused' in found ? null : found
    },
    async logout(token) {
      const found = await userOfToken(deps, token, 'session')
      if ('refused' in found) return false
      await store.revokeToken(found.claims.jti, new Date(found.claims.exp * 1000))
      return true
    },
  }
}
