import type { Locale } from '#schema/locale'
import { loadedLocales } from './i18n-util'
import { loadLocaleAsync } from './i18n-util.async'

/** Whether the UI strings of `locale` are loaded in this process or page. */
export function isLocaleLoaded(locale: Locale): boolean {
  return loadedLocales[locale] !== undefined
}

/** Loads the UI strings of `locale` (its own chunk in the browser), once. */
export async function loadLocale(locale: Locale): Promise<void> {
  if (!isLocaleLoaded(locale)) await loadLocaleAsync(locale)
}
