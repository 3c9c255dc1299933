import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { headerScrollMachine } from '#machines/header-scroll.machine'
import { defineFlow } from './flow'
import { desktopViewport, openHydrated } from './page-helpers'

// The header's look on the Italian home page, scrolled with the mouse wheel; a dropdown of the main
// menu makes it `active` (a dropdown does not lock the scroll, so the wheel still moves the page).
const header = (page: Page) => page.locator('header[data-state]')
const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
const firstToggle = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button').first()

/** Wheels by `delta` and waits until the page has moved (the header reads the position per frame). */
async function wheel(page: Page, delta: number) {
  const before = await scrollY(page)
  await page.mouse.move(600, 500)
  await page.mouse.wheel(0, delta)
  await expect.poll(() => scrollY(page)).not.toBe(before)
}

export const headerScrollFlow = defineFlow({
  machine: headerScrollMachine,
  where: 'the header on the Italian home page, desktop window',
  viewport: desktopViewport,
  start: { does: 'Open /it in a desktop window, at the top', run: ({ page }) => openHydrated(page, '/it') },
  events: {
    'SCROLLED [scrolledDownPastThreshold]': {
      does: 'Wheel down 300 px',
      run: ({ page }) => wheel(page, 300),
    },
    'SCROLLED [reachedTop]': {
      does: 'Wheel up to the top of the page (at the top already: wheel up once more)',
      run: async ({ page }) => {
        await page.mouse.move(600, 500)
        await page.mouse.wheel(0, -20_000)
        await expect.poll(() => scrollY(page)).toBe(0)
      },
    },
    'SCROLLED [else]': {
      does: 'At the top wheel down 30 px; in the solid header move a little (down 10 px near the top, else up 50 px); in the hidden header wheel down 100 px',
      run: async ({ page }) => {
        const state = await header(page).getAttribute('data-state')
        const y = await scrollY(page)
        if (state === 'clear') await wheel(page, 30)
        else if (state === 'solid') await wheel(page, y <= 40 ? 10 : -50)
        else await wheel(page, 100)
      },
    },
    'SCROLLED [scrolledUp]': { does: 'Wheel up 100 px', run: ({ page }) => wheel(page, -100) },
    SCROLLED: { does: 'With the dropdown open, wheel down 100 px', run: ({ page }) => wheel(page, 100) },
    MENU_OPENED: {
      does: "Focus the main menu's first dropdown button (Tab, also when the header is hidden) and press Enter",
      run: ({ page }) => firstToggle(page).press('Enter'),
    },
    'MENU_CLOSED [isAtTop]': {
      does: 'Wheel up to the top if not there, then press Escape',
      run: async ({ page }) => {
        if ((await scrollY(page)) > 0) {
          await page.mouse.move(600, 500)
          await page.mouse.wheel(0, -20_000)
          await expect.poll(() => scrollY(page)).toBe(0)
        }
        await page.keyboard.press('Escape')
      },
    },
    'MENU_CLOSED [else]': {
      does: 'Wheel down 200 px if at the top, then press Escape',
      run: async ({ page }) => {
        if ((await scrollY(page)) === 0) await wheel(page, 200)
        await page.keyboard.press('Escape')
      },
    },
  },
  states: {
    clear: async ({ page }) => {
      await expect(header(page)).toHaveAttribute('data-state', 'clear')
      expect(await scrollY(page)).toBe(0)
    },
    solid: async ({ page }) => {
      await expect(header(page)).toHaveAttribute('data-state', 'solid')
      await expect(header(page)).toBeInViewport()
    },
    hidden: async ({ page }) => {
      await expect(header(page)).toHaveAttribute('data-state', 'hidden')
      await expect(header(page)).not.toBeInViewport()
    },
    active: async ({ page }) => {
      await expect(header(page)).toHaveAttribute('data-state', 'active')
      await expect(firstToggle(page)).toHaveAttribute('aria-expanded', 'true')
    },
  },
})
