import * as t from 'io-ts'
import { isEmailAddress, maxEmailLength } from './email-address'

export interface EmailBrand {
  readonly Email: unique symbol
}

/** An email address, trimmed and lower-cased so the same person is always the same account. */
export const Email = t.brand(
  new t.Type<string, string, unknown>(
    'EmailText',
    (value): value is string => typeof value === 'string',
    (value, context) =>
      typeof value === 'string' && value.length <= maxEmailLength
        ? t.success(value.trim().toLowerCase())
        : t.failure(value, context, 'must be an email address'),
    String,
  ),
  (value): value is t.Branded<string, EmailBrand> => isEmailAddress(value),
  'Email',
)
export type Email = t.TypeOf<typeof Email>
