import { expect, test } from '@playwright/test'
import { blockPlaces } from '../../schema/generated/block-places'
import { gotoHydrated } from './hydrated'

// spec §2.8: /{locale}/l/blocks shows every declared block, server-rendered (a new block brings its
// seed instance: npm run new:block).
for (const locale of ['it', 'en'] as const) {
  test(`/${locale}/l/blocks renders every declared block`, async ({ request }) => {
    const response = await request.get(`/${locale}/l/blocks`)
    expect(response.status()).toBe(200)
    const html = await response.text()
    const missing = Object.keys(blockPlaces).filter((name) => !html.includes(`data-block="${name}"`))
    expect(missing).toEqual([])
  })
}

test('the anonymous HTML of a page with restricted downloads holds none of their URLs', async ({
  request,
}) => {
  const html = await (await request.get('/en/l/blocks')).text()
  expect(html).toContain('data-locked')
  // The private assets of restricted downloads (181, 183, 186); the restricted button leads to 186's gate.
  for (const file of ['fast-listino-prezzi-2026', 'fast-disegni-2d-riva', 'fast-modelli-3d-aurora'])
    expect(html).not.toContain(file)
})

test('a locked download opens nothing for an anonymous visitor but shows the lock', async ({ page }) => {
  await gotoHydrated(page, '/en/l/blocks')
  const locked = page.locator('[data-block="fieldDownloadList"] [data-locked]').first()
  await expect(locked.getByRole('link', { name: 'Log in to download' })).toBeVisible()
})

test('a slider moves by keyboard and announces its position', async ({ page }) => {
  await gotoHydrated(page, '/en/l/blocks')
  const slider = page.locator('[data-block="listProduct"] [data-slider]')
  await expect(slider.getByText('1 of 6')).toBeVisible()
  await slider.getByRole('button', { name: 'Next' }).focus()
  await page.keyboard.press('Enter')
  await expect(slider.getByText('2 of 6')).toBeVisible()
  await slider.locator('[tabindex="0"]').first().focus()
  await page.keyboard.press('ArrowRight')
  await expect(slider.getByText('3 of 6')).toBeVisible()
})

test('a hotpoint opens its content and link', async ({ page }) => {
  await gotoHydrated(page, '/en/l/blocks')
  const block = page.locator('[data-block="fieldImageHotpoint"]')
  await block.getByRole('button', { name: 'Detail 1' }).click()
  await expect(block.getByRole('link', { name: 'Riva collection' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(block.getByRole('link', { name: 'Riva collection' })).toBeHidden()
})

test('the lightbox opens on a gallery image and closes with Escape', async ({ page }) => {
  await gotoHydrated(page, '/en/l/blocks')
  await page
    .locator('[data-block="fieldGalleryAdvanced"]')
    .getByRole('button', { name: /Enlarge image: Lake Garda hotel/ })
    .click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await expect(dialog.getByText('Lake Garda hotel')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
})

test('a filter changes the list of products', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await gotoHydrated(page, '/en/products')
  const cards = page.getByRole('main').locator('a[data-entry]')
  const all = await cards.count()
  await page
    .getByRole('group', { name: 'Filter by category' })
    .getByRole('button', { name: 'Sun loungers' })
    .click()
  await expect.poll(() => cards.count()).toBeLessThan(all)
  expect(await cards.count()).toBeGreaterThan(0)
})

test('the dropdown filters the list on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await gotoHydrated(page, '/it/prodotti')
  const cards = page.getByRole('main').locator('a[data-entry]')
  const all = await cards.count()
  await page.getByRole('combobox', { name: /Filtra per categoria/ }).selectOption({ index: 1 })
  await expect.poll(() => cards.count()).toBeLessThan(all)
})

for (const shot of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`screenshot of the blocks page, ${shot.name}`, async ({ page }) => {
    await page.setViewportSize({ width: shot.width, height: shot.height })
    await gotoHydrated(page, '/en/l/blocks')
    await page.screenshot({ path: `test-results/blocks-${shot.name}.png`, fullPage: true })
  })
}
