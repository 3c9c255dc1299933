import * as t from 'io-ts'
import { type CountryCode as Code, countryCodes } from './country-codes'

const known: ReadonlySet<string> = new Set(countryCodes)

function isCountryCode(value: string): value is Code {
  return known.has(value)
}

/** A country's code; lower case and spaces are forgiven ("it " is IT). */
export const CountryCode = new t.Type<Code, string, unknown>(
  'CountryCode',
  (value): value is Code => typeof value === 'string' && isCountryCode(value),
  (value, context) => {
    const code = typeof value === 'string' ? value.trim().toUpperCase() : ''
    return isCountryCode(code)
      ? t.success(code)
      : t.failure(value, context, 'must be a country code (ISO 3166-1 alpha-2)')
  },
  String,
)
export type CountryCode = t.TypeOf<typeof CountryCode>
