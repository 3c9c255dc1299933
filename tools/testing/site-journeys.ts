import { expect } from '@playwright/test'
import type { Browser, Page } from '@playwright/test'

/** The two window sizes every journey is walked at (issue audits: 1366x800 and 390x844). */
export const journeySizes = {
  desktop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const
export type JourneySize = keyof typeof journeySizes

/**
 * Opens a page and waits until React has hydrated it: the first page view is pushed from an
 * effect (spec §4.6), and the header, where the layout has one, has its look.
 */
export async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => 'dataLayer' in window)
  const header = page.locator('header[data-state]')
  if ((await header.count()) > 0) await expect(header).toHaveAttribute('data-state', /clear|solid/)
}

/** The main-menu words of each locale the journeys use. */
export const menuWords = {
  it: { openMenu: 'Apri il menu', aboutUs: 'Chi siamo', aboutPath: '/it/chi-siamo' },
  en: { openMenu: 'Open the menu', aboutUs: 'About us', aboutPath: '/en/about-us' },
} as const

/**
 * Follows a first-level main-menu link as a visitor of that size would: straight from the
 * header's navigation on a desktop, through the hamburger's menu on a phone.
 */
export async function followMenuLink(page: Page, size: JourneySize, name: string, openMenu: string) {
  if (size === 'phone') {
    await page.getByRole('banner').getByRole('button', { name: openMenu }).click()
    await page.getByRole('dialog').getByRole('link', { name, exact: true }).click()
  } else {
    await page.getByRole('banner').getByRole('navigation').getByRole('link', { name, exact: true }).click()
  }
}

/** Marks the current document, so a test can tell an in-app navigation from a document load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => Reflect.set(window, 'testDocumentKept', true))
}

/** Whether the document marked by `markDocument` is still the one shown. */
export async function sameDocument(page: Page): Promise<boolean> {
  return page.evaluate(() => Reflect.get(window, 'testDocumentKept') === true)
}

/**
 * Runs `run` in a page of a new context with JavaScript switched off (the plain-HTML journeys),
 * and closes the context after, whatever happened.
 */
export async function withoutJs(browser: Browser, run: (page: Page) => Promise<void>, baseURL?: string) {
  const context = await browser.newContext({ javaScriptEnabled: false, ...(baseURL ? { baseURL } : {}) })
  try {
    await run(await context.newPage())
  } finally {
    await context.close()
  }
}
