import { expect, test, type Page } from '@playwright/test'
import { largeTextPx, setLargeText } from '#tests/a11y/large-text'
import { gotoHydrated } from './hydrated'

// WCAG 2.2 1.4.10 and 1.4.4 (docs/accessibility.md): content fits a 320 px screen without sideways
// scrolling, the lightbox fits the window, and text at 200 % keeps the header inside the page.

/** How far the page reaches past the window's right edge, in CSS px (0 when it fits). */
function overflowX(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
}

for (const width of [390, 320]) {
  for (const path of ['/it/l/blocks', '/en/l/blocks']) {
    test(`every hotpoint panel of ${path} fits a ${width} px screen, its Close within reach`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await gotoHydrated(page, path)
      const points = page.locator('[data-block="fieldImageHotpoint"] button[aria-expanded]')
      const count = await points.count()
      expect(count).toBeGreaterThan(0)
      for (let index = 0; index < count; index++) {
        const point = points.nth(index)
        await point.click()
        const panel = page.locator(`[id="${await point.getAttribute('aria-controls')}"]`)
        await expect(panel).toBeVisible()
        const box = await panel.boundingBox()
        expect(box, `panel ${index + 1}`).not.toBeNull()
        expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
        expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width)
        const close = panel.getByRole('button').first()
        await close.scrollIntoViewIfNeeded()
        const closeBox = await close.boundingBox()
        expect((closeBox?.x ?? -1) >= 0 && (closeBox?.x ?? 0) + (closeBox?.width ?? 0) <= width).toBe(true)
        expect(await overflowX(page)).toBe(0)
        await close.click()
        await expect(panel).toBeHidden()
      }
    })
  }
}

test('the lightbox image fits a 1366x800 window, between its bar and its caption', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 800 })
  await gotoHydrated(page, '/en/l/blocks')
  await page.locator('[data-block="fieldGallery"]').getByRole('button').first().click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  const image = await dialog.locator('img').boundingBox()
  const close = await dialog.getByRole('button', { name: 'Close' }).boundingBox()
  const next = await dialog.getByRole('button', { name: 'Next' }).boundingBox()
  if (!image || !close || !next) throw new Error('the lightbox lacks its image or buttons')
  expect(image.y).toBeGreaterThanOrEqual(close.y + close.height)
  expect(image.y + image.height).toBeLessThanOrEqual(next.y)
  expect(next.y + next.height).toBeLessThanOrEqual(800)
  expect(image.x).toBeGreaterThanOrEqual(0)
  expect(image.x + image.width).toBeLessThanOrEqual(1366)
  expect(await dialog.evaluate((element) => element.scrollHeight - element.clientHeight)).toBeLessThanOrEqual(
    0,
  )
})

for (const path of ['/it', '/en']) {
  test(`with text at 200 % the header of ${path} stays inside a 1366 px window`, async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 800 })
    await page.goto(path)
    // What a browser's text-only zoom does: the root font size doubles, so every rem doubles.
    await page.evaluate(() => document.documentElement.style.setProperty('font-size', '200%'))
    const header = page.locator('header').first()
    const overflow = await header.evaluate((element) => element.scrollWidth - element.clientWidth)
    expect(overflow, 'the header is wider than its box').toBeLessThanOrEqual(0)
    expect(await overflowX(page), 'the page scrolls sideways').toBe(0)
  })
}

// WCAG 1.4.4 and 1.4.10 (docs/accessibility.md, large text on a phone): a phone's large-text
// setting (Chromium's default font at 32 px) at 390x844. The reserved-area forms were 562 px wide
// (grid items kept their inputs' default width); every page of the sitemap is held to it below.
for (const path of [
  // The every-block pages are not in the sitemap (noindex) but are held to the same rule.
  '/it/l/blocks',
  '/en/l/blocks',
  '/it/login',
  '/it/register',
  '/it/reset-password',
  '/en/login',
  '/en/register',
  '/en/reset-password',
]) {
  test(`with large text (32 px) on a 390x844 phone, ${path} does not scroll sideways`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await setLargeText(page)
    await page.goto(path)
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.documentElement).fontSize))
      .toBe(`${largeTextPx}px`)
    expect(await overflowX(page)).toBe(0)
  })
}

// Every page: 12 of 30 pages once scrolled sideways with large text (stores 518 px, the
// accessibility statement 510, the lists 429-438, privacy 406, home 393): long words in big
// headings and fields as wide as their longest option widened their one-column grids.
for (const locale of ['it', 'en']) {
  test(`with large text (32 px) on a 390x844 phone, no ${locale} page of the sitemap scrolls sideways`, async ({
    page,
    request,
  }) => {
    test.setTimeout(240_000)
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)]
      .map((match) => new URL(match[1] ?? '').pathname)
      .filter((path) => path.startsWith(`/${locale}`))
    expect(paths.length).toBeGreaterThan(20)
    await page.setViewportSize({ width: 390, height: 844 })
    await setLargeText(page)
    const wide: string[] = []
    for (const path of paths) {
      await page.goto(path)
      const overflow = await overflowX(page)
      if (overflow > 0) wide.push(`${path}: ${390 + overflow} px`)
    }
    expect(wide).toEqual([])
  })
}
