import type { Response } from 'express'
import type * as t from 'io-ts'
import { sendAnswer } from './send-answer.server'

/**
 * Decodes a request body, or answers 400 'Request not correct' with one readable line per
 * problem (`data.problems`, e.g. "password: must be at least 8 characters") and gives undefined.
 * Values are never echoed: they may be passwords.
 */
export function decodeBody<A>(
  codec: t.Decoder<unknown, A>,
  body: unknown,
  response: Response,
): A | undefined {
  if (body === undefined) {
    sendAnswer(response, 400, 'Request not correct', {
      problems: ['the body must be a JSON object sent as Content-Type: application/json'],
    })
    return undefined
  }
  const result = codec.decode(body)
  if (result._tag === 'Right') return result.right
  sendAnswer(response, 400, 'Request not correct', { problems: describe(result.left) })
  return undefined
}

function describe(errors: t.Errors): string[] {
  const lines = errors.map((error) => {
    // Intersections and unions add numeric steps to the path; people think in field names.
    const path = error.context
      .map((entry) => entry.key)
      .filter((key) => key !== '' && !/^\d+$/.test(key))
      .join('.')
    const last = error.context[error.context.length - 1]
    const expected = last ? `must be ${last.type.name}` : 'is not valid'
    const reason = error.message ?? (error.value === undefined ? 'is required' : expected)
    return `${path === '' ? 'body' : path}: ${reason}`.slice(0, 300)
  })
  return [...new Set(lines)].slice(0, 20)
}
