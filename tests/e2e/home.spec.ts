import { expect, test } from '@playwright/test'
import { collapse, pageText } from './page-text'

// spec 2 (Routes, Content blocks): the home of each locale is a content page built from blocks.
for (const locale of ['it', 'en'] as const) {
  test.describe(`the /${locale} home`, () => {
    test('shows a hero, groups and columns with a heading, text and an image', async ({ page }) => {
      const response = await page.goto(`/${locale}`)
      expect(response?.status()).toBe(200)
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`))

      for (const block of ['contentHero', 'contentGroup', 'contentColumns']) {
        await expect(page.locator(`[data-block="${block}"]`).first(), `a ${block} block`).toBeVisible()
      }

      const blocks = page.locator('[data-block]')
      await expect(blocks.getByRole('heading').first()).toBeVisible()
      await expect(
        blocks
          .getByRole('paragraph')
          .filter({ hasText: /\p{L}{3,}/u })
          .first(),
      ).toBeVisible()

      const image = blocks.getByRole('img').first()
      await image.scrollIntoViewIfNeeded()
      await expect(image).toBeVisible()
      // Loaded, not a broken image icon.
      await expect
        .poll(() =>
          image.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 1)),
        )
        .toBeGreaterThan(0)
    })

    test("has the hero's title in the server-rendered HTML", async ({ page, request }) => {
      await page.goto(`/${locale}`)
      const heroTitle = collapse(
        await page.locator('[data-block="contentHero"]').getByRole('heading').first().innerText(),
      )
      expect(heroTitle).not.toBe('')

      const source = await request.get(`/${locale}`)
      expect(source.status()).toBe(200)
      expect(source.headers()['content-type']).toContain('text/html')
      expect(pageText(await source.text()).toLowerCase()).toContain(heroTitle.toLowerCase())
    })
  })
}
