import { expect, test } from '@playwright/test'
import { collapse } from './page-text'

// spec 2, Routes: Products /it/prodotti and /en/products, Product detail /{locale}/.../{slug}.
test('the Italian catalogue leads to a product and to its English counterpart', async ({ page }) => {
  const response = await page.goto('/it/prodotti')
  expect(response?.status()).toBe(200)

  const products = page.getByRole('main').locator('a[href*="/it/prodotti/"]')
  await expect(products.first()).toBeVisible()
  expect(await products.count()).toBeGreaterThan(1)

  const first = products.first()
  // A product card's text may hold more than the name (collection, caption); the name is in it.
  const linkText = collapse(await first.innerText()).toLowerCase()
  await first.click()

  await expect(page).toHaveURL(/\/it\/prodotti\/[^/]+$/)
  // The address changes a moment before the product's heading replaces the list's.
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).not.toHaveText(/^\s*prodotti\s*$/i)
  const name = collapse(await title.innerText()).toLowerCase()
  expect(name).not.toBe('')
  expect(linkText).toContain(name)

  // The language switcher goes to the counterpart under /en/products.
  await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/products\/[^/]+$/)
  const counterpart = await page.request.get(page.url())
  expect(counterpart.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})

test('the English catalogue lists products with links', async ({ page }) => {
  const response = await page.goto('/en/products')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('main').locator('a[href*="/en/products/"]').first()).toBeVisible()
})
