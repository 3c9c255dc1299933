import { expect, test } from '@playwright/test'

// Decision 032: a page's scripts are asked for once it has painted, after its load event, and
// still hydrate it under the page's CSP (the bootstrap runs from a copy allowed by its hash).

declare global {
  interface Window {
    __violations?: string[]
  }
}

for (const [path, search] of [
  ['/it', 'Cerca'],
  ['/en/news', 'Search'],
] as const) {
  test(`${path} asks for its scripts after its load event, then hydrates with no CSP violation`, async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const violations: string[] = []
      window.__violations = violations
      document.addEventListener('securitypolicyviolation', (event) => {
        violations.push(`${event.violatedDirective} ${event.blockedURI}`)
      })
    })
    await page.goto(path)
    // Hydrated: the header's search link has become the button that opens the overlay.
    await expect(page.locator('header').getByRole('button', { name: search })).toBeVisible()
    const timing = await page.evaluate(() => {
      const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const scripts = performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
      return {
        loadEventStart: navigation.loadEventStart,
        firstScriptAt: Math.min(...scripts.map((entry) => entry.startTime)),
        scripts: scripts.length,
      }
    })
    expect(timing.scripts).toBeGreaterThan(3)
    expect(timing.firstScriptAt).toBeGreaterThanOrEqual(timing.loadEventStart)
    expect(await page.evaluate(() => window.__violations)).toEqual([])
  })
}

test('the search overlay opens once the page has hydrated, as before', async ({ page }) => {
  await page.goto('/en')
  await page.locator('header').getByRole('button', { name: 'Search' }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
})
