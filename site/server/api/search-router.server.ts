import express from 'express'
import type { Response, Router } from 'express'
import { isLeft } from 'fp-ts/lib/Either'
import type { RateLimits } from '#adapters/accounts/rate-limits.server'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import { searchCms } from '#adapters/cms/search.server'
import type { Logger } from '#schema/logger'
import { SearchQuery } from '#schema/search'
import type { SearchAnswer, SearchMessage, SearchResults } from '#schema/search'
import { screenPath } from '#runtime/route-table'
import { detailScreenOfSection } from '#runtime/sections'
import { ipOf } from './ip-of.server'

/**
 * `GET /api/search?q=...&locale=it` (spec §2.6): the CMS search of the catalogue sections, grouped
 * by section, each hit linked to its page through the route table. The CMS and its token stay
 * on this server; the browser sees only this answer. Under 3 letters: 400 SEARCH_TOO_SHORT.
 * Each search is a CMS query, so past the per-IP limit (`searchPerIp`, shared through Redis when
 * configured) the answer is 429 TOO_MANY_REQUESTS with Retry-After (docs/security.md).
 */
export function createSearchRouter({
  getCms,
  log,
  limits,
}: {
  getCms: () => CmsClient
  log: Logger
  limits: RateLimits
}): Router {
  const router = express.Router()
  router.get('/', async (request, response) => {
    const query = SearchQuery.decode({ q: request.query['q'], locale: request.query['locale'] ?? 'it' })
    if (isLeft(query)) return send(response, 400, 'SEARCH_TOO_SHORT')
    const wait = await limits.spend('searchPerIp', ipOf(request))
    if (wait > 0) {
      response.set('Retry-After', String(wait))
      return send(response, 429, 'TOO_MANY_REQUESTS')
    }
    try {
      const locale = query.right.locale
      const results = await searchCms(getCms(), query.right, (section, slug) => {
        const screen = detailScreenOfSection[section]
        return screen ? screenPath(screen, locale, { slug }) : undefined
      })
      response.set('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
      return send(response, 200, 'OK', results)
    } catch (error) {
      log.warn('The search failed', { error: error instanceof Error ? error.message : String(error) })
      return send(response, 502, 'SEARCH_FAILED')
    }
  })
  return router
}

function send(
  response: Response,
  status: number,
  message: SearchMessage,
  data: SearchResults | null = null,
): void {
  const answer: SearchAnswer = { data, success: status >= 200 && status < 300, message }
  response.status(status).json(answer)
}
