import { expect, test, type Page } from '@playwright/test'
import { auditViewports, everyBlockPaths, sitemapPaths } from '#tests/a11y/audit-targets'
import { measureTextContrast, type TextContrast } from '#tests/a11y/measure-text-contrast'
import { gotoHydrated } from './hydrated'

// WCAG 2.2 1.4.3 where axe can only say "needs review": text over a photo, measured on the pixels
// behind it (tests/a11y/measure-text-contrast.ts) for every hero of every sitemap page and of the
// every-block pages, and for the lightbox, at both viewports. Large text needs 3:1, other text 4.5:1.

/** The failing runs, written so a failure names the page, the text and the figures. */
function failures(where: string, measured: readonly TextContrast[]): string[] {
  return measured
    .filter((run) => run.ratio < run.required)
    .map((run) => `${where} "${run.text}": ${run.ratio}:1, needs ${run.required}:1`)
}

function minimum(measured: readonly TextContrast[]): string {
  return measured.map((run) => `${run.ratio}`).sort((a, b) => Number(a) - Number(b))[0] ?? 'no text'
}

async function heroPaths(page: Page): Promise<string[]> {
  const paths = [...(await sitemapPaths(page.request)), ...everyBlockPaths]
  const withHero: string[] = []
  for (const path of paths) {
    const html = await (await page.request.get(path)).text()
    if (html.includes('data-block="contentHero"')) withHero.push(path)
  }
  return withHero
}

for (const viewport of auditViewports) {
  test.describe(`at ${viewport.width}x${viewport.height}`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } })

    test('the text of every hero contrasts enough with the photo behind it', async ({ page }) => {
      test.setTimeout(5 * 60_000)
      const paths = await heroPaths(page)
      expect(paths.length).toBeGreaterThan(0)
      const problems: string[] = []
      for (const path of paths) {
        await page.goto(path)
        const heroes = page.locator('[data-block="contentHero"]')
        for (let index = 0; index < (await heroes.count()); index++) {
          const hero = heroes.nth(index)
          if (!(await hero.isVisible())) continue
          const measured = await measureTextContrast(page, hero)
          const where = `${path} hero ${index + 1} @${viewport.name}`
          test
            .info()
            .annotations.push({ type: 'contrast', description: `${where}: minimum ${minimum(measured)}:1` })
          problems.push(...failures(where, measured))
        }
      }
      expect(problems).toEqual([])
    })

    test("the lightbox's caption, position and buttons contrast enough with what is behind them", async ({
      page,
    }) => {
      await gotoHydrated(page, '/en/l/blocks')
      const gallery = page.locator('[data-block="fieldGallery"]')
      await gallery.getByRole('button').first().click()
      const dialog = page.getByRole('dialog')
      await expect(dialog).toBeVisible()
      await expect(dialog.locator('img')).toHaveJSProperty('complete', true)
      const measured = await measureTextContrast(page, dialog)
      test.info().annotations.push({
        type: 'contrast',
        description: `lightbox @${viewport.name}: minimum ${minimum(measured)}:1`,
      })
      expect(measured.length).toBeGreaterThan(1)
      expect(failures(`lightbox @${viewport.name}`, measured)).toEqual([])
    })
  })
}
