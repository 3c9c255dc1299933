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
