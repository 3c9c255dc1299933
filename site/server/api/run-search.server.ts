import { isLeft } from 'fp-ts/lib/Either'
import type { RateLimits } from '#adapters/accounts/rate-limits.server'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import { searchCms } from '#adapters/cms/search.server'
import type { Logger } from '#schema/logger'
import { SearchQuery } from '#schema/search'
import type { SearchMessage, SearchResults } from '#schema/search'
import { screenPath } from '#runtime/route-table'
import { detailScreenOfSection } from '#runtime/sections'
import type { SiteSearch } from '#site/server/search/site-search.server'

/** What a search came to: the HTTP status, the message code, the results, and when to retry. */
export type SearchOutcome = {
  status: 200 | 400 | 429 | 502
  message: SearchMessage
  data: SearchResults | null
  /** Seconds to wait, with a 429. */
  retryAfter?: number
}

export type SearchDeps = {
  getCms: () => CmsClient
  log: Logger
  limits: RateLimits
  /** The site's own index (decision 046); until its first build, the CMS's keyword search answers. */
  siteSearch?: SiteSearch
}

/**
 * One search of the site (spec §2.6), as the API (`/api/search`) and the search results page (no
 * JS) both run it: at least 3 letters (else SEARCH_TOO_SHORT), the per-IP search limit
 * (`searchPerIp`, docs/security.md), then the site's own index (decision 046), each hit linked to
 * its page through the route table. Before the index's first build the CMS's keyword search of
 * the catalogue answers instead; its failure is logged and answered SEARCH_FAILED.
 */
export async function runSearch(
  { getCms, log, limits, siteSearch }: SearchDeps,
  input: { q: unknown; locale: unknown },
  ip: string,
): Promise<SearchOutcome> {
  const query = SearchQuery.decode(input)
  if (isLeft(query)) return { status: 400, message: 'SEARCH_TOO_SHORT', data: null }
  const wait = await limits.spend('searchPerIp', ip)
  if (wait > 0) return { status: 429, message: 'TOO_MANY_REQUESTS', data: null, retryAfter: wait }
  const indexed = siteSearch?.search(query.right)
  if (indexed) return { status: 200, message: 'OK', data: indexed }
  try {
    const locale = query.right.locale
    const data = await searchCms(getCms(), query.right, (section, slug) => {
      const screen = detailScreenOfSection[section]
      return screen ? screenPath(screen, locale, { slug }) : undefined
    })
    return { status: 200, message: 'OK', data }
  } catch (error) {
    log.warn('The search failed', { error: error instanceof Error ? error.message : String(error) })
    return { status: 502, message: 'SEARCH_FAILED', data: null }
  }
}
