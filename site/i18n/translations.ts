import { useLocation, useRouteLoaderData } from 'react-router'
import { localeOfPath } from '#schema/locale'
import type { Locale } from '#schema/locale'
import { defaultLocale } from '#schema/locale'
import { i18nObject } from './i18n-util'
import type { TranslationFunctions } from './i18n-types'
import { loadAllLocales } from './i18n-util.sync'

// Both languages are small enough to ship together; loading them synchronously keeps the server
// render and the hydration on the same strings.
loadAllLocales()

const byLocale = new Map<Locale, TranslationFunctions>()

/** The UI strings of a locale (typesafe-i18n: a missing key or argument is a type error). */
export function translationsFor(locale: Locale): TranslationFunctions {
  let translations = byLocale.get(locale)
  if (!translations) {
    translations = i18nObject(locale)
    byLocale.set(locale, translations)
  }
  return translations
}

/**
 * The page's locale, as the root loader resolved it for this request; when its data is missing
 * (the root's error page after a failed load) the URL's prefix, so an English page errs in English.
 */
export function useLocale(): Locale {
  const data = useRouteLoaderData<{ locale: Locale }>('root')
  const { pathname } = useLocation()
  return data?.locale ?? localeOfPath(pathname) ?? defaultLocale
}

/** The UI strings of the page's locale. */
export function useTranslations(): TranslationFunctions {
  return translationsFor(useLocale())
}
