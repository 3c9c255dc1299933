import { expect, test } from '@playwright/test'
import { journeySizes, markDocument, openHydrated, sameDocument } from '#tools/testing/site-journeys'

// spec §4.6: links inside content (hero calls to action, CMS buttons, list cards, hotpoints)
// navigate inside the app, prefetched when the browser is idle; external ones stay plain anchors.

const words = {
  en: {
    landing: '/en/l/summer-2026',
    cta: 'See the collection',
    ctaPath: '/en/collections/onda',
    blocks: '/en/l/blocks',
    button: 'Browse products',
    buttonPath: '/en/products',
    list: '/en/collections',
    configurator: '3D configurator',
  },
  it: {
    landing: '/it/l/estate-2026',
    cta: 'Vedi la collezione',
    ctaPath: '/it/collezioni/onda',
    blocks: '/it/l/blocks',
    button: 'Scopri i prodotti',
    buttonPath: '/it/prodotti',
    list: '/it/collezioni',
    configurator: 'Configuratore 3D',
  },
} as const

for (const locale of ['it', 'en'] as const) {
  for (const [size, viewport] of Object.entries(journeySizes)) {
    test.describe(`${locale}, ${size}`, () => {
      test.use({ viewport })
      const w = words[locale]

      test('a hero call to action is prefetched when idle and opens its page inside the app', async ({
        page,
      }) => {
        await openHydrated(page, w.landing)
        // spec §4.6 and §9: prefetched once the browser is idle (2000 ms at the latest).
        await expect(page.locator(`link[rel="prefetch"][href^="${w.ctaPath}.data"]`).first()).toBeAttached()
        await markDocument(page)
        await page.getByRole('main').getByRole('link', { name: w.cta }).click()
        await expect(page).toHaveURL(new RegExp(`${w.ctaPath}$`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await sameDocument(page)).toBe(true)
        // The page came through the page transition of the default layout.
        await expect(page.locator('main [data-transition="page"]')).toHaveCount(1)
      })

      test('a CMS button and a list card navigate inside the app', async ({ page }) => {
        await openHydrated(page, w.blocks)
        await markDocument(page)
        await page.getByRole('main').getByRole('link', { name: w.button }).first().click()
        await expect(page).toHaveURL(new RegExp(`${w.buttonPath}$`))
        expect(await sameDocument(page)).toBe(true)

        await openHydrated(page, w.list)
        await markDocument(page)
        const card = page.getByRole('main').locator('a[data-entry]').first()
        const href = await card.getAttribute('href')
        expect(href).toMatch(new RegExp(`^/${locale}/`))
        await card.click()
        await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`))
        expect(await sameDocument(page)).toBe(true)
      })

      test('an external link stays a plain anchor, and one for a new window opens a tab with noopener', async ({
        page,
      }) => {
        await openHydrated(page, `/${locale}`)
        const external = page.getByRole('contentinfo').getByRole('link', { name: w.configurator })
        await expect(external).toHaveAttribute('href', /^https:\/\/configurator\.fast\.example\//)
        await expect(external).toHaveAttribute('target', '_blank')
        await expect(external).toHaveAttribute('rel', /\bnoopener\b/)
      })
    })
  }
}
