import type { APIRequestContext } from '@playwright/test'
import { matchScreen } from '#runtime/route-table'
import { sitemapPaths } from './audit-targets'

/**
 * One path per screen kind and locale (home, product list, product, category, news, stores…): the
 * first of each the sitemap lists. What differs between two pages of one screen is CMS content,
 * which the sitemap-wide sweeps already cover; what the app does after hydration differs by screen.
 */
export async function onePathPerScreen(request: APIRequestContext): Promise<string[]> {
  const firstOfEach = new Map<string, string>()
  for (const path of await sitemapPaths(request)) {
    const match = matchScreen(path)
    const key = match ? `${match.screen} ${match.locale}` : path
    if (!firstOfEach.has(key)) firstOfEach.set(key, path)
  }
  return [...firstOfEach.values()]
}
