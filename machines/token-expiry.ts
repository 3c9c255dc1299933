import * as t from 'io-ts'

/** The one claim the browser reads: when the token ends. Everything else is the server's to check. */
const ExpiryClaim = t.type({ exp: t.number })

/**
 * When a JWT expires (its `exp` claim, decoded with io-ts), in milliseconds since the epoch, or
 * null when the token is not a readable JWT. Used only to let the `fast_jwt` cookie and the
 * session end with the token: never to decide who someone is (the server verifies the signature).
 *
 * @example
 * tokenExpiry(token) // 1767225600000
 */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1]
  if (payload === undefined || payload.length > 4096) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    const claim = ExpiryClaim.decode(json)
    // `_tag` rather than fp-ts's isRight: Playwright's ESM loader (the flows) cannot resolve
    // 'fp-ts/lib/Either' without its extension, and this module runs there too.
    return claim._tag === 'Right' && Number.isFinite(claim.right.exp) ? claim.right.exp * 1000 : null
  } catch {
    return null
  }
}
