import type { Locale } from '#schema/locale'
import { screenPath, type ScreenName } from '#runtime/route-table'
import { translationsFor } from '#site/i18n/translations'

/** The list each catalogue page belongs to: a product to the products, a news item to the news. */
const listOfScreen = {
  product: 'products',
  productCategory: 'products',
  collection: 'collections',
  designer: 'designers',
  project: 'projects',
  projectCategory: 'projects',
  inspiration: 'inspirations',
  news: 'newsList',
} as const satisfies Partial<Record<ScreenName, ScreenName>>

/**
 * A catalogue page's place in the site, for its BreadcrumbList: home, its list, the page.
 * A list screen (`products`) is home then itself; a screen outside the catalogue has no trail.
 */
export function catalogueTrail(
  screen: ScreenName,
  locale: Locale,
  page: { name: string; path: string },
): { name: string; path: string }[] {
  const t = translationsFor(locale)
  const home = { name: t.home(), path: screenPath('home', locale) }
  const list = (listOfScreen as Partial<Record<ScreenName, keyof typeof t.screens>>)[screen]
  if (list !== undefined) return [home, { name: t.screens[list](), path: screenPath(list, locale) }, page]
  const lists: readonly string[] = Object.values(listOfScreen)
  return lists.includes(screen) ? [home, page] : []
}
