import { expect, test, type Locator, type Page } from '@playwright/test'
import { gotoHydrated } from './hydrated'
import { inkIn, type Pixel } from './ink'

// A long query ran off the search dialog (3,331 px wide), and the field's clear button was the
// browser's default blue.

const words = {
  it: {
    home: '/it',
    page: '/it/cerca',
    open: 'Cerca',
    dialog: 'Cerca nel sito',
    field: 'Cosa cerchi?',
    clear: 'Cancella la ricerca',
    none: 'Nessun risultato',
  },
  en: {
    home: '/en',
    page: '/en/search',
    open: 'Search',
    dialog: 'Search the site',
    field: 'What are you looking for?',
    clear: 'Clear the search',
    none: 'No results',
  },
}

// One word, no spaces (what a pasted link or a key held down gives), within the field's 100 letters.
const longQuery = `${'sdraiopieghevoleinalluminioriciclato'.repeat(2)}sdraiopieghevolealluminio`

/** Blue as Chromium's default controls draw it, not a grey or the page's warm colours. */
const isBlue = (pixel: Pixel) => pixel.blue > pixel.red + 40 && pixel.blue > pixel.green + 15

async function box(locator: Locator) {
  const found = await locator.boundingBox()
  if (!found) throw new Error(`${locator.toString()} has no box`)
  return found
}

function pageOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

for (const size of [
  { width: 390, height: 844 },
  { width: 1366, height: 800 },
]) {
  for (const [locale, w] of Object.entries(words)) {
    test(`${locale} at ${size.width}px: a long query stays inside the search dialog, and its clear button is the page's, not blue`, async ({
      page,
    }) => {
      await page.setViewportSize(size)
      await gotoHydrated(page, w.home)
      await page.getByRole('button', { name: w.open, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: w.dialog })
      const field = dialog.getByRole('searchbox', { name: w.field })
      await expect(field).toBeFocused()
      await field.fill(longQuery)
      const status = dialog.getByRole('status')
      await expect(status).toContainText(w.none)
      expect(
        await dialog.evaluate((element) => element.scrollWidth - element.clientWidth),
      ).toBeLessThanOrEqual(0)
      const dialogBox = await box(dialog)
      const statusBox = await box(status)
      expect(statusBox.x + statusBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width)
      expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(size.width)

      // Nothing blue in the field or on its clear button.
      const clear = dialog.getByRole('button', { name: w.clear })
      await expect(clear).toBeVisible()
      expect((await inkIn(page, await box(field))).filter(isBlue)).toEqual([])
      expect((await inkIn(page, await box(clear))).filter(isBlue)).toEqual([])
      const clearBox = await box(clear)
      expect(clearBox.width).toBeGreaterThanOrEqual(24)
      expect(clearBox.x + clearBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width)

      // The clear button empties the field and leaves the focus in it, by keyboard too.
      await clear.focus()
      await page.keyboard.press('Enter')
      await expect(field).toHaveValue('')
      await expect(field).toBeFocused()
      await expect(status).toHaveText('')
      await expect(clear).toBeHidden()
    })
  }
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } })
  for (const [locale, w] of Object.entries(words)) {
    test(`${locale}: the search page keeps a long query inside the page, its clear icon not blue`, async ({
      page,
    }) => {
      await page.goto(`${w.page}?q=${longQuery}`)
      const field = page.getByRole('main').getByRole('searchbox', { name: w.field })
      await expect(field).toHaveValue(longQuery)
      await expect(page.getByRole('main').getByRole('status')).toContainText(w.none)
      expect(await pageOverflow(page)).toBe(0)
      await field.focus()
      await field.hover()
      expect((await inkIn(page, await box(field))).filter(isBlue)).toEqual([])
    })
  }
})
