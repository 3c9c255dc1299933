import * as t from 'io-ts'
import { commonPasswords } from './common-passwords'

const passwordMinLength = 8
const passwordMaxLength = 128

/**
 * A new password (spec §7.1, OWASP ASVS 5.0 V6): 8 to 128 characters, any characters, no
 * composition rules, and not one of the most common passwords. Not trimmed: spaces count.
 * Length is counted in code points, so an emoji is one character.
 */
export const Password = new t.Type<string, string, unknown>(
  'Password',
  (value): value is string => typeof value === 'string',
  (value, context) => {
    if (typeof value !== 'string') return t.failure(value, context, 'must be text')
    if (value.length > passwordMaxLength * 2)
      return t.failure('…', context, `must be at most ${passwordMaxLength} characters`)
    const length = [...value].length
    if (length < passwordMinLength)
      return t.failure('…', context, `must be at least ${passwordMinLength} characters`)
    if (length > passwordMaxLength)
      return t.failure('…', context, `must be at most ${passwordMaxLength} characters`)
    if (commonPasswords.has(value.toLowerCase()))
      return t.failure('…', context, 'is one of the most common passwords: choose another')
    return t.success(value)
  },
  String,
)
export type Password = t.TypeOf<typeof Password>

/** A password given to be checked (login, old password): any text up to the maximum, never echoed. */
export const GivenPassword = new t.Type<string, string, unknown>(
  'GivenPassword',
  (value): value is string => typeof value === 'string',
  (value, context) =>
    typeof value === 'string' && value.length > 0 && value.length <= passwordMaxLength * 2
      ? t.success(value)
      : t.failure('…', context, `must be text of 1 to ${passwordMaxLength} characters`),
  String,
)
export type GivenPassword = t.TypeOf<typeof GivenPassword>
