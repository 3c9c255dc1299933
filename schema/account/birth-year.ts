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
