import { type CountryCode, countryCodes } from '#schema/country-codes'
import { type Locale, locales } from '#schema/locale'

export type CountryOption = { code: CountryCode; name: string }

const cache = new Map<Locale, readonly CountryOption[]>()

/**
 * Every country named in `locale` (Intl.DisplayNames, in Node and in browsers) and sorted by that
 * name, so the list needs no translation of its own.
 */
export function countryOptions(locale: Locale): readonly CountryOption[] {
  const cached = cache.get(locale)
  if (cached) return cached
  const iso = locales[locale].iso
  const names = new Intl.DisplayNames([iso], { type: 'region' })
  const options = countryCodes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, iso))
  cache.set(locale, options)
  return options
}

/**
 * A country's name in `locale`, from its code (`IT` is "Italia" in Italian, "Italy" in English),
 * or undefined for a code of no country.
 */
export function countryName(locale: Locale, code: string): string | undefined {
  return countryOptions(locale).find((option) => option.code === code)?.name
}
