import { readCookie } from '#site/read-cookie'

/** The cookie holding the session token, sent by plain links to the download gate (issue 5). */
export const tokenCookieName = 'fast_jwt'

/** The token the browser holds, or null (and always null on the server). */
export function readTokenCookie(): string | null {
  if (typeof document === 'undefined') return null
  return readCookie(document.cookie, tokenCookieName) ?? null
}

/** The cookie, ending when the token does (its `exp`); a session cookie when the expiry is unknown. */
export function writeTokenCookie({ token, expiresAt }: { token: string; expiresAt: number | null }): void {
  if (typeof document === 'undefined') return
  document.cookie = tokenCookieHeader(token, expiresAt, location.protocol === 'https:')
}

export function removeTokenCookie(): void {
  if (typeof document === 'undefined') return
  document.cookie = `${tokenCookieName}=; Path=/; Max-Age=0; SameSite=Lax`
}

/** The cookie line, for the browser and for a no-JS login's Set-Cookie. */
export function tokenCookieHeader(token: string, expiresAt: number | null, secure: boolean): string {
  const expires = expiresAt === null ? '' : `; Expires=${new Date(expiresAt).toUTCString()}`
  return `${tokenCookieName}=${encodeURIComponent(token)}; Path=/; SameSite=Lax${expires}${secure ? '; Secure' : ''}`
}
