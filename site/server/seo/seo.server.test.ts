import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { robotsTxt } from './robots.server'
import { sitemapXml } from './sitemap.server'

const publicUrl = 'https://www.fast.example'
let site: BuiltSite | undefined

beforeAll(async () => {
  site = await startBuiltSite({ PUBLIC_URL: publicUrl })
})

afterAll(async () => {
  await site?.stop()
})

async function text(path: string): Promise<{ status: number; type: string; body: string }> {
  if (!site) throw new Error('the built site did not start')
  const response = await fetch(`${site.url}${path}`)
  return {
    status: response.status,
    type: response.headers.get('content-type') ?? '',
    body: await response.text(),
  }
}

/** The path prefixes robots.txt disallows to every crawler. */
function disallowedPrefixes(robots: string): string[] {
  return [...robots.matchAll(/^Disallow: (\S+)$/gm)].map(([, prefix = '']) => prefix)
}

/** A meta tag's content in server HTML (`name` or `property`), or undefined. */
function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html)
  return match?.[1]?.replaceAll('&amp;', '&')
}

/** `<url>` blocks of a sitemap as their loc and hreflang -> href alternates. */
function urlsOf(xml: string): { loc: string; alternates: Record<string, string> }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, block = '']) => ({
    loc: block.match(/<loc>(.*?)<\/loc>/)?.[1] ?? '',
    alternates: Object.fromEntries(
      [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang = '', href = '']) => [
        lang,
        href,
      ]),
    ),
  }))
}

describe('the sitemap and robots.txt, pure', () => {
  it('writes one url per page and locale, each with every counterpart and x-default on Italian', () => {
    const xml = sitemapXml(`${publicUrl}/`, [
      { alternates: { it: '/it/prodotti/a&b', en: '/en/products/a-b' }, updated: '' },
      { alternates: { en: '/en/only' }, updated: '' },
    ])
    const urls = urlsOf(xml)
    expect(urls.map((url) => url.loc)).toEqual([
      `${publicUrl}/it/prodotti/a&amp;b`,
      `${publicUrl}/en/products/a-b`,
      `${publicUrl}/en/only`,
    ])
    expect(urls[1]?.alternates).toEqual({
      it: `${publicUrl}/it/prodotti/a&amp;b`,
      en: `${publicUrl}/en/products/a-b`,
      'x-default': `${publicUrl}/it/prodotti/a&amp;b`,
    })
  })

  it('says when each page last changed, in UTC, and leaves out a date it does not know', () => {
    const xml = sitemapXml(publicUrl, [
      { alternates: { it: '/it/a', en: '/en/a' }, updated: '2026-03-02T10:00:00+01:00' },
      { alternates: { en: '/en/b' }, updated: '' },
    ])
    const blocks = xml.match(/<url>[\s\S]*?<\/url>/g) ?? []
    expect(blocks.map((block) => /<lastmod>([^<]+)<\/lastmod>/.exec(block)?.[1])).toEqual([
      '2026-03-02T09:00:00.000Z',
      '2026-03-02T09:00:00.000Z',
      undefined,
    ])
  })

  it('names the sitemap in robots.txt and keeps crawlers out of the API', () => {
    expect(robotsTxt(publicUrl)).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)
    expect(robotsTxt(publicUrl)).toContain('Disallow: /api/')
  })

  it("lets crawlers fetch the CMS's files that pages show and share", () => {
    const rules = disallowedPrefixes(robotsTxt(publicUrl))
    for (const path of ['/cms/assets/home-hero-piscina.jpg', '/cms/assets/favicon-fast.png', '/it/account'])
      expect(
        rules.some((prefix) => path.startsWith(prefix)),
        path,
      ).toBe(false)
    expect(rules.some((prefix) => '/cms/api'.startsWith(prefix))).toBe(true)
  })
})

describe('the SEO answers of the built site', () => {
  it('lists home, lists, entries and categories of both locales in /sitemap.xml, with alternates', async () => {
    const { status, type, body } = await text('/sitemap.xml')
    expect(status).toBe(200)
    expect(type).toMatch(/application\/xml/)
    const urls = urlsOf(body)
    const locs = urls.map((url) => url.loc)
    for (const path of ['/it', '/en', '/it/prodotti', '/en/products', '/it/rivenditori', '/en/news'])
      expect(locs).toContain(`${publicUrl}${path}`)
    expect(locs.some((loc) => loc.startsWith(`${publicUrl}/it/prodotti/`))).toBe(true)
    expect(locs.some((loc) => loc.startsWith(`${publicUrl}/en/products/`))).toBe(true)
    expect(locs.some((loc) => loc.startsWith(`${publicUrl}/en/categories/products/`))).toBe(true)
    expect(locs.some((loc) => /\/(it|en)\/(account|login)/.test(loc))).toBe(false)
    const product = urls.find((url) => url.loc.startsWith(`${publicUrl}/en/products/`))
    expect(product?.alternates['it']).toMatch(/\/it\/prodotti\//)
    expect(product?.alternates['x-default']).toBe(product?.alternates['it'])
    // Every listed page answers.
    const sample = [locs[0], product?.loc, product?.alternates['it']].flatMap((loc) => (loc ? [loc] : []))
    for (const loc of sample) expect((await text(loc.replace(publicUrl, ''))).status, loc).toBe(200)
  })

  it('serves robots.txt naming the sitemap', async () => {
    const { status, body } = await text('/robots.txt')
    expect(status).toBe(200)
    expect(body).toContain(`Sitemap: ${publicUrl}/sitemap.xml`)
  })

  it('gives every page a canonical link, hreflang alternates and Open Graph tags', async () => {
    const home = (await text('/it')).body
    expect(home).toContain(`<link rel="canonical" href="${publicUrl}/it"/>`)
    expect(home).toContain(`<link rel="alternate" hrefLang="en" href="${publicUrl}/en"/>`)
    expect(home).toContain(`<link rel="alternate" hrefLang="x-default" href="${publicUrl}/it"/>`)
    expect(home).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
    expect(home).toContain('<meta property="og:locale" content="it_IT"/>')

    const sitemap = urlsOf((await text('/sitemap.xml')).body)
    const product = sitemap.find((url) => url.loc.startsWith(`${publicUrl}/en/products/`))
    if (!product) throw new Error('no product in the sitemap')
    const page = (await text(product.loc.replace(publicUrl, ''))).body
    expect(page).toContain(`<link rel="canonical" href="${product.loc}"/>`)
    expect(page).toContain(`<link rel="alternate" hrefLang="it" href="${product.alternates['it']}"/>`)
    expect(page).toContain('<meta property="og:locale" content="en_GB"/>')
    expect(page).toMatch(/<meta property="og:description" content="[^"]+"\/>/)
    expect(page).toMatch(new RegExp(`<meta property="og:image" content="${publicUrl}/[^"]+"/>`))
  })

  it('gives home, the lists and a category page Open Graph tags with an og:image from their entries', async () => {
    const sitemap = urlsOf((await text('/sitemap.xml')).body)
    const category = sitemap.find((url) => url.loc.startsWith(`${publicUrl}/it/categorie/prodotti/`))
    if (!category) throw new Error('no product category in the sitemap')
    const paths = ['/it', '/it/prodotti', '/en/news', '/en/projects', category.loc.replace(publicUrl, '')]
    for (const path of paths) {
      const { status, body } = await text(path)
      expect(status, path).toBe(200)
      expect(body, path).toContain(`<meta property="og:url" content="${publicUrl}${path}"/>`)
      expect(body, path).toMatch(/<meta property="og:title" content="[^"]+"\/>/)
      expect(body, path).toMatch(/<meta property="og:description" content="[^"]+"\/>/)
      const image = new RegExp(`<meta property="og:image" content="${publicUrl}(/[^"]+)"/>`).exec(body)?.[1]
      expect(image, path).toBeDefined()
      // A picture the page itself shows (the home entry's, or the list's first card), not a stock one.
      if (path !== '/it') expect(body, path).toContain(`src="${image?.replaceAll('&', '&amp;')}"`)
    }
  })

  it('gives every sitemap page its own title and description in its language and an og:image crawlers may fetch', async () => {
    const sitemap = urlsOf((await text('/sitemap.xml')).body)
    const disallowed = disallowedPrefixes((await text('/robots.txt')).body)
    const titles = new Map<string, string>()
    const descriptions = new Map<string, string>()
    const images = new Set<string>()
    // Six at a time: the pages render once each, and the machine is shared.
    const pages: { path: string; status: number; body: string }[] = []
    for (let start = 0; start < sitemap.length; start += 6)
      pages.push(
        ...(await Promise.all(
          sitemap.slice(start, start + 6).map(async ({ loc }) => {
            const path = loc.replace(publicUrl, '').replaceAll('&amp;', '&')
            return { path, ...(await text(path)) }
          }),
        )),
      )
    for (const { path, status, body } of pages) {
      expect(status, path).toBe(200)
      expect(body, path).not.toMatch(/<meta name="robots" content="noindex"/)
      const title = /<title>([^<]*)<\/title>/.exec(body)?.[1] ?? ''
      const description = metaOf(body, 'description') ?? ''
      expect(description, `${path} has a description`).not.toBe('')
      // Unique within a language: a page and its translation may share a name (decision 045).
      const language = path.split('/')[1] ?? ''
      expect(titles.get(`${language} ${title}`), `${path} shares its title "${title}"`).toBeUndefined()
      expect(descriptions.get(`${language} ${description}`), `${path} shares its description`).toBeUndefined()
      titles.set(`${language} ${title}`, path)
      descriptions.set(`${language} ${description}`, path)
      const image = metaOf(body, 'og:image')
      expect(image, `${path} has an og:image`).toMatch(new RegExp(`^${publicUrl}/`))
      images.add(image?.replace(publicUrl, '') ?? '')
    }
    for (const image of images) {
      const answer = await fetch(`${site?.url}${image}`)
      // Read to the end: an unread body keeps its connection busy, and the server's close waits for it.
      await answer.arrayBuffer()
      expect(answer.status, image).toBe(200)
      expect(
        disallowed.some((prefix) => image.startsWith(prefix)),
        `robots.txt blocks ${image}`,
      ).toBe(false)
    }
  }, 120_000)

  it('keeps the reserved area and the every-block page out of search engines and the sitemap', async () => {
    const locs = urlsOf((await text('/sitemap.xml')).body).map((url) => url.loc.replace(publicUrl, ''))
    const hidden = [
      '/it/login',
      '/en/login',
      '/it/register',
      '/en/register',
      '/it/reset-password',
      '/en/reset-password',
      '/it/account',
      '/en/account',
      '/it/l/blocks',
      '/en/l/blocks',
    ]
    for (const path of hidden) {
      expect(locs, path).not.toContain(path)
      const { body } = await text(path)
      expect(metaOf(body, 'robots'), path).toBe('noindex')
    }
    for (const path of ['/it/privacy', '/en/privacy', '/it/accessibilita', '/en/accessibility'])
      expect(locs, path).toContain(path)
  }, 60_000)
})
