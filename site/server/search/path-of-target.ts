import type { Locale } from '#schema/locale'
import type { SearchTarget } from '#schema/search-document'
import { screenNames, screenPath } from '#runtime/route-table'
import { detailScreenOfSection, screenOfCategoryGroup } from '#runtime/sections'

/**
 * The path on this site a search result leads to, built through the route table (never from the
 * CMS's URLs); undefined for a target the site has no page for. A store opens the store locator
 * searched for its name; a file download goes through the download gate.
 */
export function pathOfTarget(target: SearchTarget, locale: Locale): string | undefined {
  switch (target.type) {
    case 'entry': {
      const screen = detailScreenOfSection[target.section]
      return screen ? screenPath(screen, locale, { slug: target.slug }) : undefined
    }
    case 'category': {
      const screen = screenOfCategoryGroup[target.group]
      return screen ? screenPath(screen, locale, { slug: target.slug }) : undefined
    }
    case 'download':
      return `/api/downloads/${encodeURIComponent(target.assetId)}`
    case 'store':
      return `${screenPath('stores', locale)}?${new URLSearchParams({ q: target.name }).toString()}`
    case 'screen': {
      const screen = screenNames.find((name) => name === target.screen)
      return screen ? screenPath(screen, locale) : undefined
    }
  }
}
