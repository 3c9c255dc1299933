import type { Server } from 'node:http'
import { IncomingMessage, ServerResponse } from 'node:http'
import { Socket } from 'node:net'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createCmsClient } from '#adapters/cms/cms-client.server'
import { screenDeclarations } from '#schema/screen-declarations.server'
import type { ScreenDeclaration } from '#schema/screen-declarations.server'
import { isPrivateScreen, matchScreen, screenPath, type ScreenName } from '#runtime/route-table'
import routes from '#site/routes'
import { pageMeta } from '#site/page-meta'
import { pageCacheControl, pageDataCacheHeaders } from '#site/server/http/cache-headers.server'
import { recordRenderedFor } from '#site/server/http/rendered-for.server'
import { sitemapPages } from '#site/server/seo/sitemap.server'
import { type EmbeddedCms, startEmbeddedCms } from '#tools/testing/embedded-cms'
import { screenFamilies } from '../../build-config/screen-families'

// What a newcomer does for a private screen: one declaration, and `npm run codegen` (done here by
// giving the route table the index of the declarations the test made). Every reader follows
// without another edit: a new screen, and one that was public (the store locator) made private.
const { bookings, privateStores } = vi.hoisted(() => {
  const bookings: ScreenDeclaration = {
    path: { it: 'prenotazioni', en: 'bookings' },
    layout: 'default',
    module: 'screens/bookings.tsx',
    chunks: 'account',
    private: true,
    sitemap: false,
  }
  return { bookings, privateStores: { private: true, sitemap: false } as const }
})

vi.mock('#schema/screen-declarations.server', async (importOriginal) => {
  const real = await importOriginal<{ screenDeclarations: typeof screenDeclarations }>()
  const stores = { ...real.screenDeclarations.stores, ...privateStores }
  return { ...real, screenDeclarations: { ...real.screenDeclarations, stores, bookings } }
})

vi.mock('#schema/generated/screen-table', async () => {
  const { screenDeclarations: declared } = await import('#schema/screen-declarations.server')
  const { screenIndex } = await import('./screen-index')
  return { screenTable: screenIndex(declared).screenTable }
})

// The screen a test declared: not one of ScreenName's, so it is read through the table.
const newScreen = 'bookings' as ScreenName

let cmsServer: EmbeddedCms | undefined
let dataServer: Server | undefined
let dataOrigin = ''

beforeAll(async () => {
  cmsServer = await startEmbeddedCms()
  const app = express()
  app.use(pageDataCacheHeaders(), (_request, response) => void response.end())
  dataServer = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = dataServer.address()
  dataOrigin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(async () => {
  await new Promise((resolve) => dataServer?.close(resolve))
  await cmsServer?.close()
})

/** The Cache-Control of a page whose render saw no visitor: public unless its screen is private. */
function anonymousCacheControl(path: string): string {
  const response = new ServerResponse(new IncomingMessage(new Socket()))
  recordRenderedFor(response, 'anonymous')
  return pageCacheControl({ path, headers: {} }, response)
}

describe('a screen declared private, with no other edit', () => {
  const paths = ['/en/bookings', '/it/prenotazioni', '/en/stores', '/it/rivenditori']

  it('is in the route table', () => {
    expect(matchScreen('/it/prenotazioni')).toEqual({ screen: 'bookings', locale: 'it', params: {} })
    expect(screenPath(newScreen, 'en')).toBe('/en/bookings')
    expect(isPrivateScreen(newScreen)).toBe(true)
    expect(isPrivateScreen('stores')).toBe(true)
    expect(isPrivateScreen('products')).toBe(false)
  })

  it('is a route of its module in both locales', () => {
    const all = (entries: readonly RouteConfigEntry[]): RouteConfigEntry[] =>
      entries.flatMap((entry) => [entry, ...all(entry.children ?? [])])
    const ours = all(routes).filter((entry) => entry.id?.startsWith('bookings___'))
    expect(ours.map(({ id, path, file }) => ({ id, path, file }))).toEqual([
      { id: 'bookings___it', path: 'prenotazioni', file: 'screens/bookings.tsx' },
      { id: 'bookings___en', path: 'bookings', file: 'screens/bookings.tsx' },
    ])
  })

  it('has its module chunked with its family', () => {
    const account = screenFamilies(screenDeclarations).find((family) => family.name === 'account')
    expect(account?.roots).toContain('site/screens/bookings.tsx')
  })

  it('is never kept by a shared cache, its page nor its data', async () => {
    for (const path of paths) {
      expect(anonymousCacheControl(path), path).toBe('private, no-store')
      const data = await fetch(`${dataOrigin}${path}.data`)
      expect(data.headers.get('cache-control'), `${path}.data`).toBe('private, no-store')
    }
    expect(anonymousCacheControl('/en/products')).toBe('public, s-maxage=60, stale-while-revalidate=600')
    const data = await fetch(`${dataOrigin}/en/products.data`)
    expect(data.headers.get('cache-control')).toBeNull()
  })

  it('is noindex', () => {
    const noindex = { name: 'robots', content: 'noindex' }
    for (const pathname of paths)
      expect(pageMeta({ matches: [{ id: 'x', pathname }] })).toContainEqual(noindex)
    expect(pageMeta({ matches: [{ id: 'x', pathname: '/en/products' }] })).not.toContainEqual(noindex)
  })

  it('is out of the sitemap', async () => {
    if (!cmsServer) throw new Error('the embedded CMS did not start')
    const cms = createCmsClient({ url: cmsServer.apiUrl, token: cmsServer.token, ttlSeconds: 60 })
    const listed = (await sitemapPages(cms)).flatMap((page) => Object.values(page.alternates))
    for (const path of paths) expect(listed, path).not.toContain(path)
    expect(listed).toContain('/en/products')
  })
})
