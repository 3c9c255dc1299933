import * as t from 'io-ts'
import { text } from './text'

/**
 * An optional text field of a form: absent, null or blank all decode to null, so the store holds
 * one spelling of "not given".
 */
export function optionalText(name: string, max: number) {
  const inner = text(name, 0, max)
  return new t.Type<string | null, string | null, unknown>(
    `Optional${name}`,
    (value): value is string | null => value === null || typeof value === 'string',
    (value, context) => {
      if (value === undefined || value === null) return t.success(null)
      const decoded = inner.validate(value, context)
      if (decoded._tag === 'Left') return decoded
      return t.success(decoded.right === '' ? null : decoded.right)
    },
    (value) => value,
  )
}
