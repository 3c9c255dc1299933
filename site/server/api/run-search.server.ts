import { isLeft } from 'fp-ts/lib/Either'
import type { RateLimits } from '#adapters/accounts/rate-limits.server'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import { searchCms } from '#adapters/cms/search.server'
import type { Logger } from '#schema/logger'
import { SearchQuery } from '#schema/search'
import type { SearchMessage, SearchResults } from '#schema/search'
import { screenPath } from '#runtime/route-table'
import { detailScreenOfSection } from '#runtime/sections'

/** What a search came to: the HTTP status, the message code, the results, and when to retry. */
export type SearchOutcome = {
  status: 200 | 400 | 429 | 502
  message: SearchMessage
  data: SearchResults | null
  /** Seconds to wait, with a 429. */
  retryAfter?: number
}

export type SearchDeps = { getCms: () => CmsClient; log: Logger; limits: RateLimits }

/**
 * One search of the catalogue sections (spec §2.6), as the API (`/api/search`) and the search
 * results page (no JS) both run it: at least 3 letters (else SEARCH_TOO_SHORT, no CMS query), the
 * per-IP search limit (`searchPerIp`, docs/security.md), then the CMS, each hit linked to its
 * page through the route table. A CMS failure is logged and answered SEARCH_FAILED.
 */
export async function runSearch(
  { getCms, log, limits }: SearchDeps,
  input: { q: unknown; locale: unknown },
  ip: string,
): Promise<SearchOutcome> {
  const query = SearchQuery.decode(input)
  if (isLeft(query)) return { status: 400, message: 'SEARCH_TOO_SHORT', data: null }
  const wait = await limits.spend('searchPerIp', ip)
  if (wait > 0) return { status: 429, message: 'TOO_MANY_REQUESTS', data: null, retryAfter: wait }
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
