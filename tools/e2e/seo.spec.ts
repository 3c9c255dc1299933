import { expect, test } from '@playwright/test'

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
