import type { AccountsStore } from '#adapters/accounts/accounts-store.server'
import type { PasswordHasher } from '#adapters/accounts/password-hasher.server'
import type { RateLimits } from '#adapters/accounts/rate-limits.server'
import type { SessionTokens } from '#adapters/accounts/session-tokens.server'
import type { MailOutbox } from '#adapters/mail/mail-outbox.server'
import type { Logger } from '#schema/logger'
import type { SessionCookie } from './session-cookie.server'

/** What the API routers share, built once by createApi. */
export type ApiDeps = {
  store: AccountsStore
  hasher: PasswordHasher
  tokens: SessionTokens
  limits: RateLimits
  mail: MailOutbox
  log: Logger
  now: () => Date
  /** The browser's session cookies, named and flagged for PUBLIC_URL (docs/security.md). */
  sessionCookie: SessionCookie
  /** Key of the reset codes' HMAC (the JWT secret). */
  codeKey: string
}
