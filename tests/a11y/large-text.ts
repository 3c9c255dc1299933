import type { Page } from '@playwright/test'

/**
 * A phone's large-text setting as Chromium's: the default font size the visitor chose
 * (docs/accessibility.md, large text on a phone).
 */
export const largeTextPx = 32

/**
 * Sets the browser's default font size for `page`, as a visitor does in Chromium's settings (not
 * a zoom: rem and em grow, px do not), through the DevTools protocol's Page.setFontSizes.
 */
export async function setLargeText(page: Page, px = largeTextPx): Promise<void> {
  const session = await page.context().newCDPSession(page)
  await session.send('Page.enable')
  await session.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px } })
}
