import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromium } from 'playwright-core'
import type { Browser } from 'playwright-core'
import { startBuiltSite } from '#tools/testing/built-site'
import type { BuiltSite } from '#tools/testing/built-site'
import { chromiumArgs, chromiumExecutable } from '#tools/testing/chromium-path'
import { framesPainted } from '#tools/testing/page-settled'
import { hostileMark, startHostileCms } from '#tools/testing/hostile-cms'
import type { HostileCms } from '#tools/testing/hostile-cms'

/**
 * docs/security.md: a CMS (or anything between us and it) that writes scripts, event handlers,
 * `javascript:` URLs and frames into every rich-text and URL field. Each page below shows at
 * least one kind of field: entry and category lead texts, text blocks, cards, storylines,
 * hotpoints, buttons, embeds, external forms, menus, socials, footer text, images.
 */
const pages = [
  '/en',
  '/en/collections/onda',
  '/en/categories/products/sun-loungers',
  '/en/categories/projects/residential',
  '/en/products/onda-sun-lounger',
  '/en/news/new-aurora-collection',
  '/en/l/blocks',
  '/en/l/summer-2026',
  '/en/about-us',
  '/en/stores',
]

describe('a hostile CMS', () => {
  let cms: HostileCms
  let site: BuiltSite
  let browser: Browser

  beforeAll(async () => {
    cms = await startHostileCms()
    site = await startBuiltSite({ CMS_GRAPHQL_URL: cms.apiUrl, CMS_TOKEN: cms.token })
    browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...chromiumArgs] })
  }, 60_000)

  afterAll(async () => {
    await browser?.close()
    await site?.stop()
    await cms?.close()
  })

  it.each(pages)('runs none of its code on %s, and none of its markup is left', async (path) => {
    const context = await browser.newContext()
    const page = await context.newPage()
    try {
      await page.addInitScript(() => {
        const seen: string[] = []
        Object.assign(window, { cspViolations: seen })
        document.addEventListener('securitypolicyviolation', (event) =>
          seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
        )
      })
      const answer = await page.goto(`${site.url}${path}`, { waitUntil: 'load' })
      expect(answer?.status()).toBe(200)
      // The server's HTML closes every element it opens: no field ends the page's own containers.
      const html = (await answer?.text()) ?? ''
      expect((html.match(/<\/div>/g) ?? []).length).toBe((html.match(/<div[\s>]/g) ?? []).length)
      // Hydration, images' error events and frames have had their turn.
      await page.waitForLoadState('networkidle')
      await framesPainted(page)
      const found = await page.evaluate((mark) => {
        const dangerous = [...document.querySelectorAll('*')].flatMap((element) =>
          [...element.attributes]
            .filter(
              (attribute) =>
                /^on/i.test(attribute.name) ||
                attribute.name === 'srcdoc' ||
                /^\s*(javascript|data|vbscript):/i.test(attribute.value.replace(/\s/g, '')),
            )
            .filter((attribute) => !(element.tagName === 'IMG' && /^data:image\//.test(attribute.value)))
            .map((attribute) => `<${element.tagName.toLowerCase()} ${attribute.name}="${attribute.value}">`),
        )
        const scope = window as unknown as Record<string, unknown>
        return {
          ran: scope[mark] ?? null,
          // The page's own inline scripts ran (React Router's module bootstrap), with no violation.
          hydrated: typeof scope['__reactRouterRouteModules'] === 'object',
          violations: scope['cspViolations'],
          dangerous,
          frames: [...document.querySelectorAll('iframe, object, embed')].map((element) => element.outerHTML),
          // Where the payload's code is still in the document (attributes, scripts, hydration data).
          markInPage: [
            ...document.documentElement.outerHTML.matchAll(new RegExp(`.{0,80}${mark}.{0,40}`, 'g')),
          ].map(([match]) => match),
          text: document.body.innerText,
        }
      }, hostileMark)
      expect(found.ran).toBeNull()
      expect(found.hydrated).toBe(true)
      expect(found.violations).toEqual([])
      expect(found.dangerous).toEqual([])
      expect(found.frames).toEqual([])
      expect(found.markInPage).toEqual([])
      // The field did reach the page: only its dangerous part was removed.
      expect(found.text).toContain('Hostile text')
    } finally {
      await context.close()
    }
  })
})
