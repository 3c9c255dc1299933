import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { registerVisitor } from '#tests/a11y/audit-targets'
import { journeySizes, menuWords, openHydrated } from '#tools/testing/site-journeys'

// WCAG 2.4.3, 4.1.3 and 1.4.13: where focus goes when the control that had it goes away, and what
// closes without a pointer: a login from the header's dialog, the store list's "Show more", a page
// that fails to load, the store popup, the header's dropdown. Key presses only.

const words = {
  it: {
    login: 'Accedi',
    dialog: "Accedi all'area riservata",
    account: 'Area riservata',
    products: 'Prodotti',
    productsMenu: 'Sottomenu di Prodotti',
    errorTitle: 'Si è verificato un errore',
  },
  en: {
    login: 'Log in',
    dialog: 'Log in to the reserved area',
    account: 'Reserved area',
    products: 'Products',
    productsMenu: 'Submenu of Products',
    errorTitle: 'Something went wrong',
  },
} as const

/** The store locator with its map running (the list's "Show more" and rows are then the app's). */
async function openLocator(page: Page): Promise<void> {
  await page.goto('/en/stores')
  await expect(page.getByRole('region', { name: 'Map of Fast stores' })).toHaveAttribute(
    'data-map-state',
    'ready',
    { timeout: 20_000 },
  )
  await expect(page.locator('[data-cluster]').first()).toBeVisible()
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale]

  test.describe(`${locale}: focus that would be lost`, () => {
    test.use({ viewport: journeySizes.desktop })

    test('a login from the header dialog puts focus on the account link that replaced its opener', async ({
      page,
      request,
      baseURL,
    }) => {
      // Registered through another cookie jar: the page's visitor is still anonymous.
      const email = await registerVisitor(request, baseURL ?? '', locale)
      await openHydrated(page, `/${locale}`)
      await page.getByRole('banner').getByRole('button', { name: w.login }).focus()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: w.dialog })
      await expect(dialog.getByLabel('Email')).toBeFocused()
      await page.keyboard.type(email)
      await page.keyboard.press('Tab')
      await page.keyboard.type('Lettino in teak 2026')
      await page.keyboard.press('Enter')
      await expect(dialog).toBeHidden()
      await expect(page.getByRole('banner').getByRole('link', { name: w.account })).toBeFocused()
    })

    test('a page that fails to load is announced as an alert and its heading takes focus', async ({
      page,
    }) => {
      const menu = menuWords[locale]
      await page.route(`**${menu.aboutPath}.data*`, (route) => route.abort())
      await openHydrated(page, `/${locale}`)
      await page
        .getByRole('banner')
        .getByRole('navigation')
        .getByRole('link', { name: menu.aboutUs, exact: true })
        .focus()
      await page.keyboard.press('Enter')
      const alert = page.getByRole('main').getByRole('alert')
      await expect(alert).toContainText(w.errorTitle)
      await expect(alert.getByRole('heading', { level: 1 })).toBeFocused()
    })

    test('the header dropdown closes when Tab moves focus past its last link', async ({ page }) => {
      await openHydrated(page, `/${locale}`)
      const toggle = page.getByRole('banner').getByRole('button', { name: w.products })
      const dropdown = page.getByRole('list', { name: w.productsMenu })
      await toggle.focus()
      await page.keyboard.press('Enter')
      await expect(dropdown).toBeVisible()
      const links = await dropdown.getByRole('link').count()
      for (let index = 0; index < links; index++) await page.keyboard.press('Tab')
      await expect(dropdown.getByRole('link').last()).toBeFocused()
      await page.keyboard.press('Tab')
      await expect(dropdown).toBeHidden()
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    })
  })
}

test.describe('the store locator (en)', () => {
  test.use({ viewport: journeySizes.desktop })

  test('"Show more" by keyboard puts focus on the first new row', async ({ page }) => {
    await openLocator(page)
    const list = page.getByRole('list', { name: 'List of stores' })
    const rows = list.locator('li[data-store-id]')
    const before = await rows.count()
    await list.getByRole('link', { name: /^Show \d+ more/ }).focus()
    await page.keyboard.press('Enter')
    await expect.poll(() => rows.count()).toBeGreaterThan(before)
    await expect(rows.nth(before).getByRole('button')).toBeFocused()
  })

  test('Escape closes the store popup opened from a row, with focus still on the row', async ({ page }) => {
    await openLocator(page)
    await page.getByLabel('Search by city, province, country or name').fill('Lugano')
    const row = page.getByRole('list', { name: 'List of stores' }).getByRole('listitem').first()
    await row.getByRole('button').focus()
    await page.keyboard.press('Enter')
    const popup = page.getByRole('region', { name: 'Map of Fast stores' }).getByRole('heading')
    await expect(popup.first()).toBeVisible()
    await expect(row.getByRole('button')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    await expect(row.getByRole('button')).toBeFocused()
  })
})
