import type { Request } from 'express'
import type { SessionCookie } from './session-cookie.server'

/**
 * The token of a request: `Authorization: Jwt {token}` (spec 6, API clients), else the HttpOnly
 * session cookie a browser sends (docs/security.md). Undefined when there is none; unverified.
 */
export async function readToken(request: Request, sessionCookie: SessionCookie): Promise<string | undefined> {
  const header = request.get('authorization')
  if (header !== undefined) {
    const match = /^Jwt\s+(\S+)\s*$/i.exec(header)
    return match?.[1]
  }
  return sessionCookie.read(request.get('cookie'))
}
