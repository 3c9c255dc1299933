// Server side only (loaders, middleware): negotiator is too big to ship to pages, which read the
// locale from their path (schema/locale.ts, localeOfPath).
import Negotiator from 'negotiator'
import type { Locale } from '#schema/locale'
import { asLocale, defaultLocale, localeCodes } from '#schema/locale'

export const localeCookieName = 'locale'
/** spec 9: the locale cookie lasts 365 days. */
export const localeCookieMaxAgeSeconds = 365 * 24 * 60 * 60

/**
 * The visitor's locale (spec 2): the cookie, then the URL prefix, then the browser's
 * Accept-Language, then Italian.
 */
export function resolveLocale(input: {
  cookie?: string | undefined
  pathname?: string | undefined
  acceptLanguage?: string | undefined
}): Locale {
  const fromCookie = asLocale(input.cookie)
  if (fromCookie) return fromCookie
  const fromPath = asLocale(input.pathname?.split('/').filter(Boolean)[0])
  if (fromPath) return fromPath
  if (input.acceptLanguage) {
    const negotiator = new Negotiator({ headers: { 'accept-language': input.acceptLanguage } })
    const best = asLocale(negotiator.language([...localeCodes]))
    if (best) return best
  }
  return defaultLocale
}
