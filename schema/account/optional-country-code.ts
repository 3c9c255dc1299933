import * as t from 'io-ts'
import { CountryCode } from '../country-code-codec'

/**
 * A registration's `countryCode` (spec 3, Registration payload): the ISO 3166-1 alpha-2 code of
 * the country chosen from the list (decision 041), or null when absent or blank. A code of no
 * country is refused, so `/account` can always name the country in the visitor's language.
 */
export const OptionalCountryCode = new t.Type<string | null, string | null, unknown>(
  'OptionalCountryCode',
  (value): value is string | null => value === null || CountryCode.is(value),
  (value, context) => {
    if (value === undefined || value === null || (typeof value === 'string' && value.trim() === ''))
      return t.success(null)
    return CountryCode.validate(value, context)
  },
  (value) => value,
)
