import { expect, test, type Page } from '@playwright/test'
import { gotoHydrated } from './hydrated'

// WCAG 2.2 2.4.3 and 2.4.7 for the blocks (docs/accessibility.md): a control that goes away or
// is disabled while it has the focus hands it to its opener or its neighbour, never to <body>.
// The store map's cluster, popup Close and canvas ring are walked in stores.spec.ts.

const pages = [
  {
    path: '/it/l/blocks',
    words: { hotpoint: 'Dettaglio 1', close: 'Chiudi', next: 'Successivo', previous: 'Precedente' },
  },
  {
    path: '/en/l/blocks',
    words: { hotpoint: 'Detail 1', close: 'Close', next: 'Next', previous: 'Previous' },
  },
] as const

/** What has the focus, as a short name: `body` is the failure every test here guards against. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement
    if (!active || active === document.body) return 'body'
    return active.getAttribute('aria-label') ?? active.textContent?.trim() ?? active.tagName
  })
}

for (const { path, words } of pages) {
  test.describe(path, () => {
    test('Escape or Close in a hotpoint panel gives the focus back to its point', async ({ page }) => {
      await gotoHydrated(page, path)
      const block = page.locator('[data-block="fieldImageHotpoint"]')
      const point = block.getByRole('button', { name: words.hotpoint, exact: true })
      await point.focus()
      await page.keyboard.press('Enter')
      const panel = block.getByRole('region', { name: words.hotpoint, exact: true })
      await expect(panel).toBeVisible()
      // Into the panel by Tab, then Escape.
      await page.keyboard.press('Tab')
      expect(await focused(page)).toBe(words.close)
      await page.keyboard.press('Escape')
      await expect(panel).toBeHidden()
      await expect(point).toBeFocused()
      // Again, and shut with the Close button.
      await page.keyboard.press('Enter')
      await expect(panel).toBeVisible()
      await page.keyboard.press('Tab')
      await page.keyboard.press('Enter')
      await expect(panel).toBeHidden()
      await expect(point).toBeFocused()
    })

    test('a slider arrow disabled while focused hands the focus to the other arrow', async ({ page }) => {
      await gotoHydrated(page, path)
      const slider = page.locator('[data-block="listProduct"] [data-slider]')
      const next = slider.getByRole('button', { name: words.next })
      const previous = slider.getByRole('button', { name: words.previous })
      await next.focus()
      await page.keyboard.press('Enter')
      await expect(previous).toBeEnabled()
      await previous.focus()
      await page.keyboard.press('Enter')
      await expect(previous).toBeDisabled()
      await expect(next).toBeFocused()
      // To the end with the Next arrow: the last press disables it, and Previous takes the focus.
      while (await next.isEnabled()) await page.keyboard.press('Enter')
      await expect(previous).toBeFocused()
      expect(await focused(page)).not.toBe('body')
    })
  })
}
