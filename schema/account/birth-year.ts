import * as t from 'io-ts'

/** A birth year, as a number or digits; absent, null or blank is null. Bounds keep it plausible. */
export const BirthYear = new t.Type<number | null, number | null, unknown>(
  'BirthYear',
  (value): value is number | null => value === null || typeof value === 'number',
  (value, context) => {
    if (value === undefined || value === null || value === '') return t.success(null)
    const year = typeof value === 'string' && /^\d{4}$/.test(value.trim()) ? Number(value.trim()) : value
    return typeof year === 'number' && Number.isInteger(year) && year >= 1900 && year <= 2100
      ? t.success(year)
      : t.failure(value, context, 'must be a year between 1900 and 2100')
  },
  (value) => value,
)
export type BirthYear = t.TypeOf<typeof BirthYear>

/** The earliest birth year a registration accepts (decision 041). */
export const earliestBirthYear = 1900
/** How old a person must be to register (decision 041): the reserved area is for professionals. */
export const youngestRegistrationAge = 16

/** The latest birth year a registration accepts now: this year minus the youngest age. */
export function latestRegistrationBirthYear(now: Date = new Date()): number {
  return now.getUTCFullYear() - youngestRegistrationAge
}

/**
 * A registration's birth year (decision 041): BirthYear, and plausible for a person who
 * registers: from 1900 to this year minus 16 (2099 is refused), read against the clock at each
 * decode so the bound moves with the years.
 */
export const RegistrationBirthYear = new t.Type<number | null, number | null, unknown>(
  'RegistrationBirthYear',
  BirthYear.is,
  (value, context) => {
    const decoded = BirthYear.validate(value, context)
    if (decoded._tag === 'Left' || decoded.right === null) return decoded
    const latest = latestRegistrationBirthYear()
    return decoded.right >= earliestBirthYear && decoded.right <= latest
      ? decoded
      : t.failure(value, context, `must be a year between ${earliestBirthYear} and ${latest}`)
  },
  (value) => value,
)
