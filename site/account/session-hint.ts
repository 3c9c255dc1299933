import * as t from 'io-ts'
import { createCookie } from 'react-router'
import { readCookie } from '#site/read-cookie'
import { sessionHintName } from './token-cookie'

// The same cookie the server writes (site/server/api/session-cookie.server.ts), read and dropped.
const hint = createCookie(sessionHintName, { path: '/', sameSite: 'lax' })

/**
 * When the browser's session ends (ms since the epoch), from the hint cookie the server sets with
 * the HttpOnly session cookie (issue 12); null without one, and always on the server.
 */
export async function readSessionHint(): Promise<number | null> {
  if (typeof document === 'undefined') return null
  const value: unknown = await hint.parse(document.cookie)
  return t.number.is(value) && Number.isFinite(value) ? value : null
}

/** The hint as the page holds it, undecoded: only to tell whether, or which, session it names. */
export function sessionHintText(): string | null {
  if (typeof document === 'undefined') return null
  return readCookie(document.cookie, sessionHintName) ?? null
}

/** Drops the hint once the session is over (a 401, its end): the token cookie is the server's to clear. */
export function forgetSessionHint(): void {
  if (typeof document === 'undefined' || sessionHintText() === null) return
  void hint
    .serialize('', { expires: new Date(0), maxAge: 0, secure: location.protocol === 'https:' })
    .then((line) => {
      document.cookie = line
    })
}
