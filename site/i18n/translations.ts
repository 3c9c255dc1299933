import { useLocation, useRouteLoaderData } from 'react-router'
import { localeCodes, localeOfPath } from '#schema/locale'
import type { Locale } from '#schema/locale'
import { defaultLocale } from '#schema/locale'
// Both dictionaries on the server; none in the browser until entry.client.tsx loads the page's.
import '#site/i18n/locales-at-start'
import { i18nObject } from './i18n-util'
import type { TranslationFunctions } from './i18n-types'
import { isLocaleLoaded } from './load-locale'

const byLocale = new Map<Locale, TranslationFunctions>()

/**
 * The UI strings of a locale (typesafe-i18n: a missing key or argument is a type error). In the
 * browser a language is loaded before any page in it shows; should that load have failed (the
 * network dropped on a language switch), the page's error screen speaks the language it has
 * rather than show empty labels.
 */
export function translationsFor(locale: Locale): TranslationFunctions {
  const loaded = isLocaleLoaded(locale) ? locale : (localeCodes.find(isLocaleLoaded) ?? locale)
  let translations = byLocale.get(loaded)
  if (!translations) {
    translations = i18nObject(loaded)
    byLocale.set(loaded, translations)
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
