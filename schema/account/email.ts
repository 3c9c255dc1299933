import * as t from 'io-ts'
import { hasControlCharacters } from './text'

export interface EmailBrand {
  readonly Email: unique symbol
}

// Deliberately loose (one @, a dot in the domain, no spaces): the mail we send is the real check.
const shape = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/

/** An email address, trimmed and lower-cased so the same person is always the same account. */
export const Email = t.brand(
  new t.Type<string, string, unknown>(
    'EmailText',
    (value): value is string => typeof value === 'string',
    (value, context) =>
      typeof value === 'string' && value.length <= 254
        ? t.success(value.trim().toLowerCase())
        : t.failure(value, context, 'must be an email address'),
    String,
  ),
  (value): value is t.Branded<string, EmailBrand> => shape.test(value) && !hasControlCharacters(value),
  'Email',
)
export type Email = t.TypeOf<typeof Email>
