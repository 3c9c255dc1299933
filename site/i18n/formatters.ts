import type { FormattersInitializer } from 'typesafe-i18n'
import type { Formatters, Locales } from './i18n-types'

/** typesafe-i18n formatters; none yet (dates are formatted with Intl where they are shown). */
export const initFormatters: FormattersInitializer<Locales, Formatters> = () => ({})
