import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { startBuiltSite } from '#tools/testing/built-site'
import type { BuiltSite } from '#tools/testing/built-site'
import { chromiumArgs, chromiumExecutable } from '#tools/testing/chromium-path'
import { framesPainted } from '#tools/testing/page-settled'
import { startHostileCms } from '#tools/testing/hostile-cms'
import type { HostileCms } from '#tools/testing/hostile-cms'

/**
 * docs/security.md: rich text read as plain text (descriptions, structured data, the search index)
 * has its character references decoded (schema/plain-text.ts), so markup a CMS writes escaped,
 * `&lt;/script&gt;`, becomes `</script>` in those strings. It must stay text wherever it lands:
 * the meta description's attribute and the JSON-LD data block, on the server and after hydration.
 */
const payload =
  '&lt;/script&gt;&lt;script&gt;window.entityRan=1&lt;/script&gt;&lt;img src=x onerror=window.entityRan=2&gt;'
const html = `<p>Decoded words ${payload}</p>`

describe('a CMS writing escaped markup into rich text', () => {
  let cms: HostileCms
  let site: BuiltSite
  let browser: Browser

  beforeAll(async () => {
    cms = await startHostileCms({ html })
    site = await startBuiltSite({ CMS_GRAPHQL_URL: cms.apiUrl, CMS_TOKEN: cms.token })
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...chromiumArgs] })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
    await cms?.close()
  })

  it.each([
    '/en/products/onda-sun-lounger',
    '/en/news/new-aurora-collection',
    '/en/categories/products/sun-loungers',
  ])(
    'keeps the decoded text as text on %s: in the description and the structured data, never run',
    async (path) => {
      const context = await browser.newContext()
      const page = await context.newPage()
      try {
        const answer = await page.goto(`${site.url}${path}`, { waitUntil: 'load' })
        expect(answer?.status()).toBe(200)
        const served = (await answer?.text()) ?? ''
        // No data block or attribute was closed by the decoded text.
        expect(served).not.toContain('</script><script>window.entityRan')
        await page.waitForLoadState('networkidle')
        await framesPainted(page)
        const seen = await page.evaluate(() => ({
          ran: (window as unknown as Record<string, unknown>)['entityRan'] ?? null,
          description: document.querySelector('meta[name="description"]')?.getAttribute('content') ?? '',
          dataBlocks: [...document.querySelectorAll('script[type="application/ld+json"]')].map(
            (element) => element.textContent ?? '',
          ),
          scriptsWithPayload: [
            ...document.querySelectorAll('script:not([type="application/ld+json"])'),
          ].filter((element) => (element.textContent ?? '').includes('entityRan=1</')).length,
        }))
        expect(seen.ran).toBeNull()
        expect(seen.scriptsWithPayload).toBe(0)
        // The words reached the page as a reader sees them, decoded.
        expect(seen.description).toContain('Decoded words </script><script>')
        for (const block of seen.dataBlocks) expect(() => JSON.parse(block) as unknown).not.toThrow()
      } finally {
        await context.close()
      }
    },
  )
})
