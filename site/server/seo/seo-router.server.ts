import { Router } from 'express'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import type { Logger } from '#schema/logger'
import { robotsTxt } from './robots.server'
import { sitemapPages, sitemapXml } from './sitemap.server'

/** GET /sitemap.xml (from the CMS, both locales, hreflang alternates) and GET /robots.txt. */
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
  router.get('/sitemap.xml', async (_request, response) => {
    try {
      const pages = await sitemapPages(options.getCms())
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
