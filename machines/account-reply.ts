import type { ApiAnswer } from '#schema/account/api-answer'

/**
 * What an Account API call gives the machines: the HTTP status, the `jwt-access-token` header (or
 * null) and the decoded `{ data, success, message }`. The actors that make the calls (fetch in the
 * browser, fakes in tests) decode the body; a network failure rejects instead.
 */
export type AccountReply<D> = { status: number; token: string | null; answer: ApiAnswer<D> }
