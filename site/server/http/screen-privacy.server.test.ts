import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { localeCodes, type Locale } from '#schema/locale'
import { screenDeclarations } from '#schema/screen-declarations.server'
import { matchScreen, screenNames, screenPath, takesSlug, type ScreenName } from '#runtime/route-table'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'

// A screen's privacy is its declaration's `private` and nothing else (schema/screen-declarations.server.ts):
// every declared screen is asked for here, anonymously, from the built site as a visitor and a
// shared cache would, and what it answers must agree with its declaration.

const publicPage = 'public, s-maxage=60, stale-while-revalidate=600'
const privatePage = 'private, no-store'
const noindex = /<meta name="robots" content="noindex"\/>/

let site: BuiltSite | undefined
let listed: readonly string[] = []

beforeAll(async () => {
  site = await startBuiltSite({ PUBLIC_URL: 'https://www.fast.example' })
  const sitemap = await (await get('/sitemap.xml')).text()
  listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = '']) => new URL(loc).pathname)
})

afterAll(async () => {
  await site?.stop()
})

function get(path: string): Promise<Response> {
  if (!site) throw new Error('the built site did not start')
  return fetch(`${site.url}${path}`, { redirect: 'manual' })
}

/**
 * A page of the screen: its path, or for a screen with a slug a page of it the sitemap lists.
 * A private one is in no sitemap: it gets a made-up slug, and answers 404.
 */
function pageOf(screen: ScreenName, locale: Locale): string {
  if (!takesSlug(screen)) return screenPath(screen, locale)
  const found = listed.find((path) => localeOfPage(path) === locale && matchScreen(path)?.screen === screen)
  if (found) return found
  if (screenDeclarations[screen].private) return screenPath(screen, locale, { slug: 'not-in-the-sitemap' })
  throw new Error(`${screen}: the sitemap lists no page of it in ${locale} to ask for`)
}

function localeOfPage(path: string): string | undefined {
  return path.split('/')[1]
}

describe('every declared screen answers as its declaration says', () => {
  it.each(screenNames)('%s', async (screen) => {
    const declared = screenDeclarations[screen]
    for (const locale of localeCodes) {
      const path = pageOf(screen, locale)
      const page = await get(path)
      const html = await page.text()
      const data = await get(`${path}.data`)
      await data.arrayBuffer()
      if (declared.private) {
        expect(page.headers.get('cache-control'), path).toBe(privatePage)
        // A client navigation's data is the page's own.
        expect(data.headers.get('cache-control'), `${path}.data`).toBe(privatePage)
        // A made-up slug's 404 is no page to index.
        if (page.status !== 404 || !takesSlug(screen)) expect(html, path).toMatch(noindex)
        expect(listed.filter((listedPath) => matchScreen(listedPath)?.screen === screen)).toEqual([])
      } else {
        expect(page.status, path).toBe(200)
        expect(page.headers.get('cache-control'), path).toBe(publicPage)
        expect(data.headers.get('cache-control') ?? '', `${path}.data`).not.toMatch(/private|no-store/)
        // What the sitemap lists, search engines may index.
        expect(listed.includes(path), `${path} in the sitemap`).toBe(declared.sitemap)
        if (declared.sitemap) expect(html, path).not.toMatch(noindex)
      }
    }
  })
})
