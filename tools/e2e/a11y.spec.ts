import AxeBuilder from '@axe-core/playwright'
import { expect, test } from '@playwright/test'

// spec §2.6: no serious or critical axe violation on a home, a list and a detail page, both viewports;
// docs/architecture.md, Performance: and the store locator (its map on request on a phone, its paged list).
const pages = ['/it', '/en/products', '/it/collezioni/onda', '/it/rivenditori']

for (const viewport of [
  { name: 'desktop', width: 1366, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
]) {
  test.describe(`axe on ${viewport.name}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })
    for (const path of pages) {
      test(`${path} has no serious or critical violation`, async ({ page }) => {
        await page.goto(path)
        await expect(page.locator('header[data-state]')).toBeVisible()
        const results = await new AxeBuilder({ page }).analyze()
        const blocking = results.violations.filter(
          (violation) => violation.impact === 'serious' || violation.impact === 'critical',
        )
        const report = blocking.map(
          (violation) =>
            `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        )
        test.info().annotations.push({
          type: 'axe',
          description: `${results.violations.length} violations, ${blocking.length} serious or critical`,
        })
        expect(report).toEqual([])
      })
    }
  })
}
