import { expect, test } from '@playwright/test'
import { journeySizes, openHydrated } from '#tools/testing/site-journeys'

// spec §4.4: a locked button opens the login dialog in every layout, the landing layout included;
// WCAG 2.4.3: closing it (Escape or Close) gives focus back to the button, and Escape from a
// submenu link gives it to the submenu's toggle, never to <body>.

const words = {
  it: {
    landing: '/it/l/blocks',
    locked: 'Modelli 3D',
    dialog: "Accedi all'area riservata",
    close: 'Chiudi',
    products: 'Prodotti',
    productsMenu: 'Sottomenu di Prodotti',
  },
  en: {
    landing: '/en/l/blocks',
    locked: '3D models',
    dialog: 'Log in to the reserved area',
    close: 'Close',
    products: 'Products',
    productsMenu: 'Submenu of Products',
  },
} as const

for (const locale of ['it', 'en'] as const) {
  const w = words[locale]
  for (const [size, viewport] of Object.entries(journeySizes)) {
    test.describe(`${locale}, ${size}`, () => {
      test.use({ viewport })

      test('a locked button of a landing page opens the login dialog; Escape and Close give focus back to it', async ({
        page,
      }) => {
        await openHydrated(page, w.landing)
        const locked = page.getByRole('main').getByRole('link', { name: w.locked })
        await expect(locked).toHaveAttribute('aria-haspopup', 'dialog')
        const dialog = page.getByRole('dialog', { name: w.dialog })

        await locked.click()
        await expect(dialog).toBeVisible()
        await expect(dialog.getByLabel('Email')).toBeFocused()
        await page.keyboard.press('Escape')
        await expect(dialog).toBeHidden()
        await expect(locked).toBeFocused()

        await page.keyboard.press('Enter')
        await expect(dialog).toBeVisible()
        await dialog.getByRole('button', { name: w.close }).click()
        await expect(dialog).toBeHidden()
        await expect(locked).toBeFocused()
      })
    })
  }

  test(`${locale}: Escape from a submenu link gives focus back to the submenu's toggle`, async ({ page }) => {
    await page.setViewportSize(journeySizes.desktop)
    await openHydrated(page, `/${locale}`)
    const toggle = page.getByRole('banner').getByRole('button', { name: w.products })
    const dropdown = page.getByRole('list', { name: w.productsMenu })
    await toggle.focus()
    await page.keyboard.press('Enter')
    await expect(dropdown).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(dropdown.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(dropdown).toBeHidden()
    await expect(toggle).toBeFocused()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })
}
