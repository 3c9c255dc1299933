import { readCookie } from '#site/read-cookie'

/** The HttpOnly cookie holding the session token on a plain-HTTP site (development, tests). */
export const tokenCookieName = 'fast_jwt'

/** The same cookie when PUBLIC_URL is https: the prefix makes the browser insist on Secure, Path=/ and no Domain. */
export const secureTokenCookieName = '__Host-fast_jwt'

/**
 * The cookie page scripts may read: only when the session ends (docs/security.md). It says "logged in,
 * until then" without the token; the server sets and clears it with the token's cookie.
 */
export const sessionHintName = 'fast_session'

/**
 * Whether a Cookie header carries a session token (unverified): such a request is a visitor's own,
 * never cached or served from the anonymous HTML cache.
 */
export function hasSessionCookie(header: string | null): boolean {
  return (
    readCookie(header, tokenCookieName) !== undefined ||
    readCookie(header, secureTokenCookieName) !== undefined
  )
}

/**
 * The page's session hint as the browser holds it, undecoded (null on the server): only to tell
 * whether, or which, session it names. Decoded by `session-hint.ts` once the session loads.
 */
export function sessionHintText(): string | null {
  if (typeof document === 'undefined') return null
  return readCookie(document.cookie, sessionHintName) ?? null
}
