import { isLeft } from 'fp-ts/lib/Either'
import type * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter'

/** A failed decode, with one readable line per problem (io-ts PathReporter). */
export class DecodeError extends Error {
  readonly problems: readonly string[]
  constructor(what: string, problems: readonly string[]) {
    super(`${what} is not valid:\n  ${problems.join('\n  ')}`)
    this.name = 'DecodeError'
    this.problems = problems
  }
}

/** Decodes `value` with `codec` or throws a DecodeError naming `what` and every bad path. */
export function decodeOrThrow<A, O, I>(codec: t.Type<A, O, I>, value: I, what: string): A {
  const result = codec.decode(value)
  if (isLeft(result)) throw new DecodeError(what, PathReporter.report(result))
  return result.right
}
