import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { overlaysMachine } from '#machines/overlays.machine'
import { defineFlow } from './flow'
import {
  desktopViewport,
  expectScrollLocked,
  openHydrated,
  phoneViewport,
  resizeWindow,
} from './page-helpers'

// The header's overlays and dropdowns, on the Italian site (the seed's menu has 'Prodotti' and
// 'Scopri' dropdowns). An open overlay is modal, so the machine has no opener transitions there. The menu opener exists on phones, the login one on desktops: steps that
// need the other one resize the window first.
const banner = (page: Page) => page.getByRole('banner')
const toggles = (page: Page) =>
  page.getByRole('navigation', { name: 'Navigazione principale' }).getByRole('button')
const dialogs = {
  menu: (page: Page) => page.getByRole('dialog', { name: 'Menu' }),
  search: (page: Page) => page.getByRole('dialog', { name: 'Cerca nel sito' }),
  login: (page: Page) => page.getByRole('dialog', { name: "Accedi all'area riservata" }),
}

async function openSubmenu(page: Page, pick: 'same' | 'other' | 'first') {
  await resizeWindow(page, desktopViewport)
  const open = await toggles(page).evaluateAll((buttons) =>
    buttons.map((button) => button.getAttribute('aria-expanded') === 'true'),
  )
  const at = open.indexOf(true)
  const index = pick === 'same' ? at : pick === 'other' ? (at === 0 ? 1 : 0) : 0
  await toggles(page).nth(index).click()
}

export const overlaysFlow = defineFlow({
  machine: overlaysMachine,
  where: 'the header on /it/chi-siamo (desktop window, resized to a phone for the menu)',
  viewport: desktopViewport,
  start: {
    does: 'Open /it/chi-siamo in a desktop window',
    run: ({ page }) => openHydrated(page, '/it/chi-siamo'),
  },
  events: {
    OPEN_MENU: {
      does: "Narrow the window to a phone and press the header's menu button",
      run: async ({ page }) => {
        await resizeWindow(page, phoneViewport)
        await banner(page)
          .getByRole('button', { name: /^(Apri|Chiudi) il menu$/ })
          .click()
      },
    },
    OPEN_SEARCH: {
      does: "Press the header's search button (Cerca)",
      run: ({ page }) => banner(page).getByRole('button', { name: 'Cerca', exact: true }).first().click(),
    },
    OPEN_LOGIN: {
      does: "Widen the window to a desktop and press the header's Accedi button",
      run: async ({ page }) => {
        await resizeWindow(page, desktopViewport)
        await banner(page).locator('button[aria-expanded]').filter({ hasText: 'Accedi' }).click()
      },
    },
    TOGGLE_SUBMENU: {
      does: "Widen the window to a desktop and press the main menu's first dropdown (Prodotti)",
      run: ({ page }) => openSubmenu(page, 'first'),
    },
    'TOGGLE_SUBMENU [isOpenSubmenu]': {
      does: 'Press the open dropdown’s button again',
      run: ({ page }) => openSubmenu(page, 'same'),
    },
    'TOGGLE_SUBMENU [else]': {
      does: 'Press another dropdown’s button',
      run: ({ page }) => openSubmenu(page, 'other'),
    },
    CLOSE: { does: 'Press Escape', run: ({ page }) => page.keyboard.press('Escape') },
    NAVIGATED: {
      does: 'Follow a link: in an open menu or login box its first link, in the search box the first result for “onda”; else the logo on an inner page, Back on the home page',
      run: async ({ page }) => {
        const before = page.url()
        const dialog = page.getByRole('dialog')
        if ((await dialog.count()) > 0) {
          if (await dialogs.search(page).isVisible()) await page.getByRole('searchbox').fill('onda')
          const here = new URL(before).pathname
          await dialog.locator(`a[href]:visible:not([href="${here}"])`).first().click()
        } else if (new URL(before).pathname === '/it') await page.goBack()
        else await banner(page).getByRole('link', { name: /Home$/ }).click()
        await expect(page).not.toHaveURL(before)
      },
    },
  },
  states: {
    closed: async ({ page }) => {
      await expect(page.getByRole('dialog')).toHaveCount(0)
      await expect(toggles(page).and(page.locator('[aria-expanded="true"]'))).toHaveCount(0)
      await expectScrollLocked(page, false)
    },
    dropdown: async ({ page }) => {
      const open = toggles(page).and(page.locator('[aria-expanded="true"]'))
      await expect(open).toHaveCount(1)
      const name = (await open.textContent())?.trim() ?? ''
      await expect(page.getByRole('list', { name: `Sottomenu di ${name}` })).toBeVisible()
      // A dropdown is not an overlay: the page keeps scrolling.
      await expectScrollLocked(page, false)
    },
    open: async ({ page }) => {
      await expectScrollLocked(page, true)
      // Modal: Shift+Tab twice (past the first control, round to the last) stays in the dialog,
      // so the header's openers cannot be reached; Tab twice comes back where focus was.
      const focusInDialog = () =>
        page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)
      // The search overlay loads on demand: it takes the focus once it is there.
      await expect.poll(focusInDialog).toBe(true)
      for (const key of ['Shift+Tab', 'Shift+Tab', 'Tab', 'Tab']) {
        await page.keyboard.press(key)
        expect(await focusInDialog()).toBe(true)
      }
    },
    'open.menu': ({ page }) => expect(dialogs.menu(page)).toBeVisible(),
    'open.search': async ({ page }) => {
      await expect(dialogs.search(page)).toBeVisible()
      await expect(page.getByRole('searchbox')).toBeFocused()
    },
    'open.login': ({ page }) => expect(dialogs.login(page)).toBeVisible(),
  },
})
