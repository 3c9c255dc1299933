import type { APIRequestContext } from '@playwright/test'
import { matchScreen } from '#runtime/route-table'
import { sitemapPaths } from './audit-targets'

/**
 * One sitemap path per layout: per screen kind and locale, one page for each set of blocks the
 * screen's pages show (the server HTML's `data-block` names). Two pages of one layout differ only
 * in their words and pictures, and what those can do wrong (an empty alt, a link without a name,
 * a skipped heading) is the same at every width, so the every-page sweep at one width finds it;
 * what a width changes (the phone menu, stacked columns, a block's small-screen form) is the
 * layout's.
 */
export async function onePathPerLayout(request: APIRequestContext): Promise<string[]> {
  const firstOfEach = new Map<string, string>()
  for (const path of await sitemapPaths(request)) {
    const answer = await request.get(path)
    if (answer.status() !== 200) throw new Error(`${path} answered ${answer.status()}`)
    const blocks = new Set(
      [...(await answer.text()).matchAll(/data-block="([^"]+)"/g)].map((match) => match[1]),
    )
    const match = matchScreen(path)
    const key = `${match ? `${match.screen} ${match.locale}` : path} ${[...blocks].sort().join(' ')}`
    if (!firstOfEach.has(key)) firstOfEach.set(key, path)
  }
  return [...firstOfEach.values()]
}
