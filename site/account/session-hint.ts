import * as t from 'io-ts'
import { sessionHintName, sessionHintText } from './token-cookie'

/** The hint's value: when the session ends, in ms since the epoch. */
const SessionEnd = t.refinement(t.number, Number.isFinite, 'SessionEnd')

/**
 * When the browser's session ends (ms since the epoch), from the hint cookie the server sets with
 * the HttpOnly session cookie (docs/security.md); null without one, and always on the server. The server
 * writes it with React Router's `createCookie` (base64 of its JSON); decoded here by hand, since
 * the cookie helpers would weigh on every reserved-area page for one number.
 */
export function readSessionHint(): number | null {
  const text = sessionHintText()
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(atob(text))
    return SessionEnd.is(value) ? value : null
  } catch {
    return null
  }
}

/** Drops the hint once the session is over (a 401, its end): the token cookie is the server's to clear. */
export function forgetSessionHint(): void {
  if (sessionHintText() === null) return
  const secure = location.protocol === 'https:' ? '; Secure' : ''
  document.cookie = `${sessionHintName}=; Path=/; Max-Age=0; SameSite=Lax${secure}`
}
