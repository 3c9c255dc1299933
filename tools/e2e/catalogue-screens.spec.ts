import { expect, test } from '@playwright/test'

// spec 2, Routes: every catalogue screen in both locales shows its content from the seed.
const screens: { path: string; expect: string }[] = [
  { path: '/it/prodotti', expect: 'a[data-entry]' },
  { path: '/en/products', expect: 'a[data-entry]' },
  { path: '/it/collezioni', expect: 'a[data-entry]' },
  { path: '/en/collections', expect: 'a[data-entry]' },
  { path: '/it/designers', expect: 'a[data-entry]' },
  { path: '/en/designer', expect: 'a[data-entry]' },
  { path: '/it/realizzazioni', expect: 'a[data-entry]' },
  { path: '/en/projects', expect: 'a[data-entry]' },
  { path: '/it/inspiration', expect: 'a[data-entry]' },
  { path: '/en/inspiration', expect: 'a[data-entry]' },
  { path: '/it/news', expect: 'a[data-entry]' },
  { path: '/en/news', expect: 'a[data-entry]' },
  { path: '/it/categorie/prodotti/lettini', expect: 'a[data-entry]' },
  { path: '/en/categories/products/sun-loungers', expect: 'a[data-entry]' },
  { path: '/it/prodotti/lettino-onda', expect: '[data-block]' },
  { path: '/en/products/onda-sun-lounger', expect: '[data-block]' },
  { path: '/it/l/blocks', expect: '[data-block="contentHero"]' },
  { path: '/en/l/blocks', expect: '[data-block="contentHero"]' },
]

for (const screen of screens) {
  test(`${screen.path} shows its content`, async ({ page }) => {
    const response = await page.goto(screen.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator(screen.expect).first()).toBeVisible()
  })
}

test('a product with a 360 viewer links to it', async ({ page }) => {
  await page.goto('/en/products/onda-sun-lounger')
  await expect(page.getByRole('link', { name: 'See the product in 360°' })).toBeVisible()
})

test('an unknown catalogue slug is a 404', async ({ request }) => {
  expect((await request.get('/en/products/no-such-product')).status()).toBe(404)
  expect((await request.get('/it/categorie/prodotti/nessuna')).status()).toBe(404)
})
