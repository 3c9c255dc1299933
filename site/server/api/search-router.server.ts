import express from 'express'
import type { Router } from 'express'
import type { SearchAnswer } from '#schema/search'
import { ipOf } from './ip-of.server'
import { methodNotAllowed } from './method-not-allowed.server'
import { runSearch } from './run-search.server'
import type { SearchDeps } from './run-search.server'

/**
 * `GET /api/search?q=...&locale=it` (spec §2.6): the CMS search of the catalogue sections, grouped
 * by section, each hit linked to its page through the route table. The CMS and its token stay
 * on this server; the browser sees only this answer. Under 3 letters: 400 SEARCH_TOO_SHORT.
 * Each search is a CMS query, so past the per-IP limit (`searchPerIp`, shared through Redis when
 * configured) the answer is 429 TOO_MANY_REQUESTS with Retry-After (docs/security.md).
 */
export function createSearchRouter(deps: SearchDeps): Router {
  const router = express.Router()
  router.get('/', async (request, response) => {
    const outcome = await runSearch(
      deps,
      { q: request.query['q'], locale: request.query['locale'] ?? 'it' },
      ipOf(request),
    )
    if (outcome.retryAfter !== undefined) response.set('Retry-After', String(outcome.retryAfter))
    if (outcome.status === 200) {
      response.set('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
    }
    const answer: SearchAnswer = {
      data: outcome.data,
      success: outcome.status === 200,
      message: outcome.message,
    }
    response.status(outcome.status).json(answer)
  })
  router.all('/', methodNotAllowed(['GET', 'HEAD']))
  return router
}
