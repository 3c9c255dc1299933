import { expect, test } from '@playwright/test'
import { gotoHydrated } from './hydrated'

// A slider's track is focusable (to scroll it by keyboard), so it is a named group that says how to
// move it; its arrows' names come from their content (WCAG 2.5.3), not an aria-label that differs
// from what they show.

const words = {
  it: {
    path: '/it/l/blocks',
    track: /: scorri con i tasti freccia$/,
    previous: 'Precedente',
    next: 'Successivo',
  },
  en: { path: '/en/l/blocks', track: /: move with the arrow keys$/, previous: 'Previous', next: 'Next' },
} as const

for (const [locale, w] of Object.entries(words))
  test(`${locale}: a slider's track and arrows are named and reached by keyboard`, async ({ page }) => {
    // The every-block page is the heaviest to hydrate: 37 blocks.
    test.slow()
    await gotoHydrated(page, w.path)
    const slider = page.locator('[data-block="listProduct"] [data-slider]')
    const track = slider.getByRole('group', { name: w.track })
    await expect(track).toHaveCount(1)
    await track.focus()
    await expect(track).toBeFocused()
    const next = slider.getByRole('button', { name: w.next, exact: true })
    const previous = slider.getByRole('button', { name: w.previous, exact: true })
    // The name is the button's own text, which holds the word (a hidden word beside the arrow).
    await expect(next).toContainText(w.next)
    await expect(previous).toContainText(w.previous)
    await expect(next).not.toHaveAttribute('aria-label')
    // The arrow keys on the focused track move it, as the name says.
    await page.keyboard.press('ArrowRight')
    await expect(previous).toBeEnabled()
  })
