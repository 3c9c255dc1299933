import type { Locale } from '#schema/locale'
import { localeOfSiteId } from '#schema/locale'
import type { Localized } from '#schema/localized'
import { screenPath } from '#runtime/route-table'
import type { ScreenName } from '#runtime/route-table'

/** The counterpart path of an entry in each locale it exists in (spec 1: localized siteId and slug). */
export function alternatesOf(
  screen: ScreenName,
  current: { locale: Locale; slug: string },
  localized: readonly Localized[],
): Partial<Record<Locale, string>> {
  const alternates: Partial<Record<Locale, string>> = {
    [current.locale]: screenPath(screen, current.locale, { slug: current.slug }),
  }
  for (const other of localized) {
    const locale = localeOfSiteId(other.siteId)
    if (locale && other.slug) alternates[locale] = screenPath(screen, locale, { slug: other.slug })
  }
  return alternates
}
