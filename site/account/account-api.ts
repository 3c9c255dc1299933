import { isLeft } from 'fp-ts/lib/Either'
import * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter'
import type { AccountReply } from '#machines/account-reply'
import { apiAnswer } from '#schema/account/api-answer'

/** Where the Account API lives (spec 7). */
const accountApiBase = '/api/auth/v1'

/** The header the API answers tokens in (spec 7). */
export const tokenHeader = 'jwt-access-token'

export type AccountCall = {
  method: 'GET' | 'POST'
  body?: unknown
  /**
   * Sent as `Authorization: Jwt {token}` (spec 6): the reset flow's token. The session needs none:
   * its HttpOnly cookie goes with every call (docs/security.md).
   */
  token?: string | null
}

/**
 * Calls the Account API and decodes its answer `{ data, success, message }` with `data` checked by
 * `codec`. Any status gives a reply (401 and 400 are answers the machines handle); a network
 * failure, or a body that is not the API's, rejects.
 *
 * @example
 * const reply = await callAccountApi('/users/me', t.union([User, t.null]), { method: 'GET', token })
 */
export async function callAccountApi<C extends t.Mixed>(
  path: string,
  codec: C,
  call: AccountCall,
): Promise<AccountReply<t.TypeOf<C>>> {
  const headers: Record<string, string> = { accept: 'application/json' }
  if (call.body !== undefined) headers['content-type'] = 'application/json'
  if (call.token) headers['authorization'] = `Jwt ${call.token}`
  // Always the page's own origin: pages call the accounts in-process on the server (docs/security.md).
  const response = await fetch(`${accountApiBase}${path}`, {
    method: call.method,
    headers,
    body: call.body === undefined ? null : JSON.stringify(call.body),
    cache: 'no-store',
    credentials: 'same-origin',
  })
  const json: unknown = await response.json().catch(() => undefined)
  // A 400's data holds the problems, not the call's data: only the message matters then.
  const answer = apiAnswer(response.ok ? codec : t.unknown).decode(json)
  if (isLeft(answer))
    throw new Error(
      `The Account API answered ${response.status} with an unexpected body: ${PathReporter.report(answer).join('; ')}`,
    )
  const data: t.TypeOf<C> = response.ok ? answer.right.data : null
  return {
    status: response.status,
    token: response.headers.get(tokenHeader),
    sessionEndsAt: null,
    answer: { ...answer.right, data },
  }
}
