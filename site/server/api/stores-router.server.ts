import express from 'express'
import type { Router } from 'express'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import { listStores } from '#adapters/cms/list-stores.server'
import { asLocale } from '#schema/locale'
import type { Logger } from '#schema/logger'
import { methodNotAllowed } from './method-not-allowed.server'

/**
 * `GET /api/stores?locale=it`: every store of a site, as the store locator's search, map and "near
 * me" use it (site/stores/fetch-stores.ts). The locator page renders only the rows it shows and
 * fetches the whole list at the visitor's first interaction: hydrating some 500 stores with the
 * page was most of a phone's blocking time (docs/architecture.md, Performance). A CMS failure is
 * logged and answered 502, which the locator shows as its map's failure while its list and search
 * keep working as plain pages.
 */
export function createStoresRouter(deps: { getCms: () => CmsClient; log: Logger }): Router {
  const router = express.Router()
  router.get('/', async (request, response) => {
    const asked = request.query['locale']
    const locale = typeof asked === 'string' ? asLocale(asked) : undefined
    if (!locale) {
      response.status(400).json({ message: 'UNKNOWN_LOCALE' })
      return
    }
    try {
      const stores = await listStores(deps.getCms(), { locale, log: deps.log })
      response.set('Cache-Control', 'public, max-age=300, stale-while-revalidate=3600').json(stores)
    } catch (error) {
      deps.log.error('The store list could not be read from the CMS', {
        error: error instanceof Error ? error.message : String(error),
      })
      response.status(502).json({ message: 'STORES_UNAVAILABLE' })
    }
  })
  router.all('/', methodNotAllowed(['GET', 'HEAD']))
  return router
}
