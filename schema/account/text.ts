import * as t from 'io-ts'
import { hasControlCharacters } from './control-characters'

/**
 * A string of at most `max` characters with no control characters, trimmed. `min` counts after
 * trimming, so a field of spaces is empty.
 *
 * @example
 * const City = text('City', 0, 100)
 */
export function text(name: string, min: number, max: number) {
  return new t.Type<string, string, unknown>(
    name,
    (value): value is string => typeof value === 'string',
    (value, context) => {
      if (typeof value !== 'string') return t.failure(value, context, `must be text`)
      if (value.length > max * 4)
        return t.failure(`${value.slice(0, 20)}…`, context, `must be at most ${max} characters`)
      const trimmed = value.trim()
      if (hasControlCharacters(trimmed))
        return t.failure(trimmed.slice(0, 40), context, 'must not contain control characters')
      if (trimmed.length < min)
        return t.failure(
          trimmed,
          context,
          min === 1 ? 'must not be empty' : `must be at least ${min} characters`,
        )
      if (trimmed.length > max)
        return t.failure(`${trimmed.slice(0, 20)}…`, context, `must be at most ${max} characters`)
      return t.success(trimmed)
    },
    String,
  )
}
