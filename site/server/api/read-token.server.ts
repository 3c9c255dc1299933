import type { Request } from 'express'

/** The cookie a browser sends the session token in (set by the client, expiring with the token). */
export const tokenCookie = 'fast_jwt'

/**
 * The token of a request: `Authorization: Jwt {token}` (spec 6), or, for plain links such as
 * downloads, the `fast_jwt` cookie when `allowCookie`. Undefined when there is none.
 */
export function readToken(request: Request, allowCookie = false): string | undefined {
  const header = request.get('authorization')
  if (header !== undefined) {
    const match = /^Jwt\s+(\S+)\s*$/i.exec(header)
    return match?.[1]
  }
  if (!allowCookie) return undefined
  for (const part of (request.get('cookie') ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === tokenCookie && value.length > 0) {
      try {
        return decodeURIComponent(value.join('='))
      } catch {
        return undefined
      }
    }
  }
  return undefined
}
