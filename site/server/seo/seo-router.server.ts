import { Router } from 'express'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import type { Logger } from '#schema/logger'
import { faviconUrl } from './favicon.server'
import { robotsTxt } from './robots.server'
import { sitemapPages, sitemapXml } from './sitemap.server'
import { recordRenderKeys } from '../surrogate-keys/render-keys.server'

/** The sitemap's own key, beside those of the lists it reads: an entry added or removed purges it. */
const sitemapKeys = { keys: new Set(['sitemap']), listOf: new Map<string, string>() }

/**
 * GET /sitemap.xml (from the CMS, both locales, hreflang alternates), GET /robots.txt and
 * GET /favicon.ico (to site info's favicon).
 */
export function createSeoRouter(options: {
  getCms: () => CmsClient
  publicUrl: string
  log: Logger
}): Router {
  const router = Router()
  router.get('/robots.txt', (_request, response) => {
    response
      .set('Cache-Control', 'public, max-age=3600')
      .type('text/plain')
      .send(robotsTxt(options.publicUrl))
  })
  router.get('/favicon.ico', async (_request, response) => {
    const url = await faviconUrl(options.getCms(), options.log).catch(() => undefined)
    // No icon (or no CMS): an empty answer rather than the not-found page.
    if (!url) return void response.status(404).set('Cache-Control', 'no-store').type('text/plain').end()
    response.set('Cache-Control', 'public, max-age=86400').redirect(302, url)
  })
  router.get('/sitemap.xml', async (_request, response) => {
    try {
      const pages = await sitemapPages(options.getCms())
      recordRenderKeys(sitemapKeys)
      response
        .set('Cache-Control', 'public, max-age=300, s-maxage=300')
        .type('application/xml')
        .send(sitemapXml(options.publicUrl, pages))
    } catch (error) {
      options.log.warn('The sitemap could not be built', {
        error: error instanceof Error ? error.message : String(error),
      })
      response.status(503).set('Cache-Control', 'no-store').type('text/plain').send('Sitemap unavailable')
    }
  })
  return router
}
