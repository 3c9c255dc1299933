import type { Request, Response } from 'express'
import type { SessionCookie } from './session-cookie.server'

/** The response header the token travels in for API clients (spec 7). */
export const tokenHeader = 'jwt-access-token'

/**
 * Whether a request comes from a browser: browsers send Sec-Fetch-Site on every request, and
 * Origin on every POST; API clients send neither unless they choose to.
 */
export function isBrowserRequest(request: Request): boolean {
  return request.get('sec-fetch-site') !== undefined || request.get('origin') !== undefined
}

/**
 * Hands a new session to whoever asked (docs/security.md): a browser gets the HttpOnly cookie and never
 * sees the token; an API client keeps the spec's `jwt-access-token` header.
 */
export async function sendSession(
  sessionCookie: SessionCookie,
  request: Request,
  response: Response,
  session: { token: string; expiresAt: Date },
): Promise<void> {
  if (isBrowserRequest(request)) response.append('Set-Cookie', await sessionCookie.start(session))
  else response.set(tokenHeader, session.token)
}
