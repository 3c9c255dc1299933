import type { Request, Response } from 'express'
import type { TokenClaims, TokenUse } from '#adapters/accounts/session-tokens.server'
import type { StoredUser } from '#adapters/accounts/user-row'
import type { ApiDeps } from './api-deps.server'
import { readToken } from './read-token.server'
import { sendAnswer } from './send-answer.server'

export type Authenticated = { claims: TokenClaims; stored: StoredUser }

/**
 * The user of a request's token, or a 401 answer and undefined. A token is refused when it is
 * not of `use`, expired, revoked (logout, checked in the database so every instance agrees),
 * of another session version than the user's (a password change since: ASVS 5.0 V7.4.3), or
 * its user is gone.
 */
export async function authenticate(
  deps: ApiDeps,
  request: Request,
  response: Response,
  use: TokenUse,
): Promise<Authenticated | undefined> {
  const token = await readToken(request, deps.sessionCookie)
  if (token === undefined) {
    sendAnswer(response, 401, 'No token, authorization denied')
    return undefined
  }
  const found = await userOfToken(deps, token, use)
  if ('refused' in found) {
    sendAnswer(response, 401, found.refused)
    return undefined
  }
  return found
}

/** The user a token stands for, or why it is refused (the rules of `authenticate`). */
export async function userOfToken(
  deps: ApiDeps,
  token: string,
  use: TokenUse,
): Promise<Authenticated | { refused: 'Not authorized' | 'USER_NOT_FOUND' }> {
  const claims = await deps.tokens.read(token, use)
  if (!claims || (await deps.store.isTokenRevoked(claims.jti))) return { refused: 'Not authorized' }
  const stored = await deps.store.findUserById(claims.sub)
  if (!stored) return { refused: 'USER_NOT_FOUND' }
  // A password change moves the version on: every token issued before is refused, even in the
  // same second (docs/security.md; iat has whole seconds only).
  if (claims.sv !== stored.sessionVersion) return { refused: 'Not authorized' }
  return { claims, stored }
}

export { tokenHeader } from './send-session.server'
