import * as t from 'io-ts'
import { createCookie } from 'react-router'
import { secureTokenCookieName, sessionHintName, tokenCookieName } from '#site/account/token-cookie'
import { readCookie } from '#site/read-cookie'

/** The browser's session: the token in an HttpOnly cookie, and a hint scripts may read (its end). */
export type SessionCookie = {
  /** `__Host-fast_jwt` when PUBLIC_URL is https, else `fast_jwt`. */
  name: string
  /** Set-Cookie lines that start a session ending at `expiresAt`. */
  start(session: { token: string; expiresAt: Date }): Promise<string[]>
  /** Set-Cookie lines that end the session in the browser. */
  end(): Promise<string[]>
  /** The token a Cookie header carries, or undefined; unverified (authenticate checks it). */
  read(cookieHeader: string | null | undefined): Promise<string | undefined>
}

/**
 * The session cookies of a site served at `publicUrl` (docs/security.md): HttpOnly and SameSite=Lax, so
 * no page script reads the token and no cross-site form post carries it; Secure with the
 * `__Host-` prefix on https.
 *
 * @example
 * response.append('Set-Cookie', await createSessionCookie(config.publicUrl).start(issued))
 */
export function createSessionCookie(publicUrl: string): SessionCookie {
  const secure = new URL(publicUrl).protocol === 'https:'
  const name = secure ? secureTokenCookieName : tokenCookieName
  const shared = { path: '/', sameSite: 'lax', secure } as const
  const token = createCookie(name, { ...shared, httpOnly: true })
  const hint = createCookie(sessionHintName, { ...shared, httpOnly: false })
  const gone = { expires: new Date(0), maxAge: 0 }
  return {
    name,
    start: async ({ token: value, expiresAt }) => [
      await token.serialize(value, { expires: expiresAt }),
      await hint.serialize(expiresAt.getTime(), { expires: expiresAt }),
    ],
    end: async () => [await token.serialize('', gone), await hint.serialize('', gone)],
    // The one cookie reader the page caches ask too (read-cookie.ts): both see the same token.
    read: (cookieHeader) => Promise.resolve(tokenOf(readCookie(cookieHeader, name))),
  }
}

/**
 * The token a cookie value holds as React Router's `createCookie` wrote it (base64 of its JSON, no
 * secrets), or undefined for anything else.
 */
function tokenOf(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined
  try {
    const decoded: unknown = JSON.parse(Buffer.from(value, 'base64').toString('utf8'))
    return t.string.is(decoded) && decoded !== '' ? decoded : undefined
  } catch {
    return undefined
  }
}
