import * as t from 'io-ts'
import { MessageCode } from './message-code'

/**
 * Every Account API answer (docs/architecture.md, Errors): `data` (null when there is nothing to give),
 * `success`, and `message`, a code of spec 8 the UI translates.
 *
 * @example
 * const LoginAnswer = apiAnswer(t.union([User, t.null]))
 */
export function apiAnswer<C extends t.Mixed>(data: C) {
  return t.type({ data, success: t.boolean, message: MessageCode })
}

export type ApiAnswer<D> = { data: D; success: boolean; message: MessageCode }

/** What a 400 answer's `data` holds: one readable line per problem (io-ts PathReporter). */
export const RequestProblems = t.type({ problems: t.array(t.string) })
export type RequestProblems = t.TypeOf<typeof RequestProblems>
