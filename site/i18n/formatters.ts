import type { FormattersInitializer } from 'typesafe-i18n'
import { locales } from '#schema/locale'
import type { Formatters, Locales } from './i18n-types'

/**
 * typesafe-i18n formatters (dates are formatted with Intl where they are shown). `grouped` writes a
 * count with the page language's thousands separator, also for four digits ("1.200" in Italian,
 * where Intl's default would leave "1200"), as the animated numbers do.
 */
export const initFormatters: FormattersInitializer<Locales, Formatters> = (locale) => {
  // Made at its first use: building an Intl.NumberFormat costs a phone some 50 ms of the page's
  // start-up, and most pages show no count.
  let grouped: Intl.NumberFormat | undefined
  return {
    grouped: (value: number) =>
      (grouped ??= new Intl.NumberFormat(locales[locale].iso, { useGrouping: 'always' })).format(value),
  }
}
