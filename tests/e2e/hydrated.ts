import type { Page } from '@playwright/test'

/**
 * Opens `path` and waits until React has hydrated it, for a test of a control that needs
 * JavaScript (a lightbox, a hotpoint, a list filter). Scripts start only after the page's load
 * event (decision 032), so such a control is still plain HTML when `goto` returns. The page view
 * pushed to `window.dataLayer` comes once the app runs (site/chrome/page-view.ts).
 */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path)
  await page.waitForFunction(() => 'dataLayer' in window)
}
