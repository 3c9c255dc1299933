import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { journeySizes, menuWords, openHydrated } from '#tools/testing/site-journeys'

// WCAG 2.4.3 and 4.1.3: after every in-app navigation, followed with the keyboard, focus is on the
// new page's h1 and the one polite live region reads the new title in the page's language. The
// first page moves nothing and says nothing.

const words = {
  it: {
    products: '/it/prodotti',
    productLink: 'a[href^="/it/prodotti/"]',
    search: 'Cerca',
    query: 'onda',
    errorTitle: 'Si è verificato un errore',
  },
  en: {
    products: '/en/products',
    productLink: 'a[href^="/en/products/"]',
    search: 'Search',
    query: 'onda',
    errorTitle: 'Something went wrong',
  },
} as const

/** The route announcer: the polite status region the root layout keeps in the body. */
const announcer = (page: Page) => page.locator('body > [role="status"][aria-live="polite"]')

/** Focus is on the new page's h1 and the announcer read its title, in the page's language. */
async function expectNewPageAnnounced(page: Page, locale: 'it' | 'en', title?: string): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1 })
  if (title) await expect(heading).toHaveText(title)
  await expect(heading).toBeFocused()
  await expect(announcer(page)).not.toBeEmpty()
  await expect.poll(async () => (await announcer(page).textContent()) === (await page.title())).toBe(true)
  await expect(announcer(page)).toHaveAttribute('lang', locale)
  await expect(page.locator('html')).toHaveAttribute('lang', locale)
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale]
  const menu = menuWords[locale]

  test.describe(`${locale}: focus and announcement after a navigation`, () => {
    test('the announcer is in the server HTML, and the first page moves focus and says nothing', async ({
      page,
      request,
    }) => {
      const html = await (await request.get(`/${locale}`)).text()
      // (a boolean: the whole page in a failure message says nothing more)
      expect(/<div[^>]*role="status"[^>]*aria-live="polite"/.test(html)).toBe(true)
      await openHydrated(page, `/${locale}`)
      await expect(announcer(page)).toBeEmpty()
      expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true)
    })

    test('Enter on a product card focuses the product h1 and reads its title', async ({ page }) => {
      await openHydrated(page, w.products)
      const card = page.getByRole('main').locator(w.productLink).first()
      await card.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${w.products}/[^/]+$`))
      await expectNewPageAnnounced(page, locale)
      // The next Tab goes on from the heading, not from the middle of the page.
      await page.keyboard.press('Tab')
      const next = await page.evaluate(() => document.activeElement?.getBoundingClientRect().top ?? 0)
      expect(next).toBeLessThan(800)
    })

    test('a search hit chosen with ArrowDown and Enter focuses the new h1', async ({ page }) => {
      await openHydrated(page, `/${locale}`)
      await page.getByRole('banner').getByRole('button', { name: w.search }).focus()
      await page.keyboard.press('Enter')
      await expect(page.getByRole('searchbox')).toBeFocused()
      await page.keyboard.type(w.query)
      await expect(page.getByRole('dialog').locator('a[data-hit]').first()).toBeVisible()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expectNewPageAnnounced(page, locale)
    })

    test('a link of the phone menu focuses the new h1', async ({ page }) => {
      await page.setViewportSize(journeySizes.phone)
      await openHydrated(page, `/${locale}`)
      await page.getByRole('banner').getByRole('button', { name: menu.openMenu }).focus()
      await page.keyboard.press('Enter')
      await page.getByRole('dialog').getByRole('link', { name: menu.aboutUs, exact: true }).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${menu.aboutPath}$`))
      await expectNewPageAnnounced(page, locale)
    })

    test('a footer link focuses the new h1 at the top, not the old footer link', async ({ page }) => {
      await openHydrated(page, `/${locale}`)
      const link = page.getByRole('contentinfo').locator(`a[href^="/${locale}/"]:not([target])`).first()
      const href = (await link.getAttribute('href')) ?? ''
      await link.focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${href}$`))
      await expectNewPageAnnounced(page, locale)
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    })

    test('Back and Forward focus the h1 of the page they show', async ({ page }) => {
      await openHydrated(page, w.products)
      await page.getByRole('main').locator(w.productLink).first().focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${w.products}/[^/]+$`))
      await expectNewPageAnnounced(page, locale)
      const productTitle = await page.title()
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${w.products}$`))
      // The URL changes first; the page it names is rendered once its data is back.
      await expect(page).not.toHaveTitle(productTitle)
      await expectNewPageAnnounced(page, locale)
      await page.goForward()
      await expect(page).toHaveURL(new RegExp(`${w.products}/[^/]+$`))
      await expect(page).toHaveTitle(productTitle)
      await expectNewPageAnnounced(page, locale)
    })

    test('a failed navigation focuses the error heading and reads it', async ({ page }) => {
      await page.route(`**${menu.aboutPath}.data*`, (route) => route.abort())
      await openHydrated(page, `/${locale}`)
      await page
        .getByRole('banner')
        .getByRole('navigation')
        .getByRole('link', { name: menu.aboutUs, exact: true })
        .focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${menu.aboutPath}$`))
      await expectNewPageAnnounced(page, locale, w.errorTitle)
    })
  })
}
