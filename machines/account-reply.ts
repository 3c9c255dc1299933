import type { ApiAnswer } from '#schema/account/api-answer'

/**
 * What an Account API call gives the machines: the HTTP status, the `jwt-access-token` header (or
 * null: API clients and the reset flow's token; a browser's session never comes this way), when
 * the session the call started ends (ms since the epoch, from the server's session hint cookie;
 * null when it started none), and the decoded `{ data, success, message }`. The actors that make
 * the calls (fetch in the browser, fakes in tests) decode the body; a network failure rejects.
 */
export type AccountReply<D> = {
  status: number
  token: string | null
  sessionEndsAt: number | null
  answer: ApiAnswer<D>
}
