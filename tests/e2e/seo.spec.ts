import { expect, test } from '@playwright/test'
import { sitemapPaths } from '#tests/a11y/audit-targets'
import { pageHead, type PageHead } from '#tests/a11y/page-head'
import { robotsAllow } from '#tests/a11y/robots-rules'

// SEO (docs/architecture.md, Performance and search engines): what crawlers read, from the running site.

test('robots.txt names the sitemap, and the sitemap lists both locales with alternates', async ({
  request,
}) => {
  const robots = await request.get('/robots.txt')
  expect(robots.status()).toBe(200)
  const sitemapUrl = /Sitemap: (\S+)/.exec(await robots.text())?.[1]
  expect(sitemapUrl).toMatch(/\/sitemap\.xml$/)
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toMatch(/xml/)
  const xml = await sitemap.text()
  expect(xml).toMatch(
    /<loc>[^<]*\/it\/prodotti\/onda-sun-lounger<\/loc>|<loc>[^<]*\/en\/products\/onda-sun-lounger<\/loc>/,
  )
  expect(xml).toContain('hreflang="x-default"')
  expect((xml.match(/<url>/g) ?? []).length).toBeGreaterThan(40)
})

test('a product page has a canonical link, hreflang alternates and Open Graph tags', async ({ page }) => {
  await page.goto('/en/products/onda-sun-lounger')
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    /\/en\/products\/onda-sun-lounger$/,
  )
  await expect(page.locator('link[rel="alternate"][hreflang="it"]')).toHaveAttribute(
    'href',
    /\/it\/prodotti\//,
  )
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
    'href',
    /\/it\/prodotti\//,
  )
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/)
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_GB')
  await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//)
})

test('robots.txt lets crawlers fetch page images and og:image, and keeps the API closed', async ({
  request,
}) => {
  const robots = await (await request.get('/robots.txt')).text()
  const disallowed = [...robots.matchAll(/^Disallow: (\S+)$/gm)].map(([, prefix = '']) => prefix)
  expect(disallowed).toContain('/api/')
  for (const path of ['/it/prodotti', '/en/stores']) {
    const html = await (await request.get(path)).text()
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? ''
    const imagePath = new URL(image.replaceAll('&amp;', '&')).pathname
    expect(
      disallowed.some((prefix) => imagePath.startsWith(prefix)),
      imagePath,
    ).toBe(false)
    expect((await request.get(imagePath)).status(), imagePath).toBe(200)
  }
})

for (const locale of ['it', 'en'] as const) {
  test(`${locale}: the reserved area and the every-block page are noindex, public pages are not`, async ({
    page,
  }) => {
    const words = { it: ['login', 'register', 'reset-password'], en: ['login', 'register', 'reset-password'] }
    for (const path of [...words[locale].map((word) => `/${locale}/${word}`), `/${locale}/l/blocks`]) {
      await page.goto(path)
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex')
    }
    const store = locale === 'it' ? '/it/rivenditori' : '/en/stores'
    await page.goto(store)
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0)
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\//)
    // Its own description, not the site's.
    const description = await page.locator('meta[name="description"]').getAttribute('content')
    await page.goto(`/${locale}`)
    const homeDescription = await page.locator('meta[name="description"]').getAttribute('content')
    expect(description).not.toBe(homeDescription)
    expect(description).toMatch(locale === 'it' ? /rivenditore/i : /store/i)
  })
}

// docs/accessibility.md, search engines: every sitemap URL, as a crawler fetches it.
test('every sitemap URL answers 200 with its own title and description in its language, canonical, reciprocal hreflang and a crawlable og:image', async ({
  request,
}) => {
  test.setTimeout(3 * 60_000)
  const paths = await sitemapPaths(request)
  const robots = await (await request.get('/robots.txt')).text()
  const heads = new Map<string, PageHead>()
  const problems: string[] = []
  for (const path of paths) {
    const answer = await request.get(path)
    if (answer.status() !== 200) problems.push(`${path}: answered ${answer.status()}`)
    heads.set(path, pageHead(await answer.text()))
  }
  const images = new Map<string, number>()
  const seen = { title: new Map<string, string>(), description: new Map<string, string>() }
  for (const [path, head] of heads) {
    if (!head.title) problems.push(`${path}: no title`)
    if (!head.description) problems.push(`${path}: no description`)
    // What a result page shows whole: a title up to 60 characters, a description of 50 or more
    // (decision 045).
    if (head.title.length > 60) problems.push(`${path}: title of ${head.title.length} characters`)
    if (head.description && head.description.length < 50)
      problems.push(`${path}: description of ${head.description.length} characters`)
    // Unique within a language: a page and its translation may share a name ("Giulia Ferraris |
    // Fast"), hreflang tells them apart (decision 045).
    const language = path.split('/')[1] ?? ''
    for (const key of ['title', 'description'] as const) {
      const value = head[key]
      const first = value ? seen[key].get(`${language} ${value}`) : undefined
      if (value && first) problems.push(`${path}: same ${key} as ${first} ("${value.slice(0, 60)}")`)
      else if (value) seen[key].set(`${language} ${value}`, path)
    }
    if (!head.canonical || new URL(head.canonical).pathname !== path)
      problems.push(`${path}: canonical is ${head.canonical ?? 'missing'}`)
    for (const language of ['it', 'en', 'x-default'])
      if (!head.alternates[language]) problems.push(`${path}: no hreflang ${language}`)
    // Reciprocal: the page in each language names this page as its own alternate in this language.
    for (const other of ['it', 'en']) {
      const href = head.alternates[other]
      if (!href || other === language) continue
      const otherHead = heads.get(new URL(href).pathname)
      const back = otherHead?.alternates[language]
      if (!otherHead) problems.push(`${path}: hreflang ${other} ${href} is not in the sitemap`)
      else if (!back || new URL(back).pathname !== path)
        problems.push(
          `${path}: ${href} does not link back (its hreflang ${language} is ${back ?? 'missing'})`,
        )
    }
    if (!head.ogImage) {
      problems.push(`${path}: no og:image`)
      continue
    }
    const image = new URL(head.ogImage)
    if (!robotsAllow(robots, image.pathname + image.search))
      problems.push(`${path}: og:image ${image.pathname} is disallowed by robots.txt`)
    const local = image.pathname + image.search
    if (!images.has(local)) images.set(local, (await request.get(local)).status())
    if (images.get(local) !== 200) problems.push(`${path}: og:image ${local} answered ${images.get(local)}`)
  }
  expect(problems).toEqual([])
})

test('/favicon.ico answers an icon, not an HTML page', async ({ request }) => {
  const answer = await request.get('/favicon.ico')
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toMatch(/^image\//)
})

test('every sitemap URL says when its page last changed', async ({ request }) => {
  const xml = await (await request.get('/sitemap.xml')).text()
  const urls = xml.match(/<url>[\s\S]*?<\/url>/g) ?? []
  expect(urls.length).toBeGreaterThan(40)
  const withoutDate = urls.filter((url) => !/<lastmod>\d{4}-\d{2}-\d{2}(T[^<]+)?<\/lastmod>/.test(url))
  expect(withoutDate.map((url) => /<loc>([^<]+)/.exec(url)?.[1])).toEqual([])
})
