import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'

/**
 * An entry's publication date as its page shows it, written out in the page's language ("18
 * febbraio 2025", "18 February 2025"), on the company's calendar (Italy) so server and browser
 * agree. An empty or unreadable date gives ''.
 */
export function publicationDate(iso: string, locale: Locale): string {
  const time = Date.parse(iso)
  if (!iso || Number.isNaN(time)) return ''
  // British order for English, as the lists' dates (`j F Y`) and og:locale en_GB have it.
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locales[locale].iso, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Rome',
  }).format(time)
}
