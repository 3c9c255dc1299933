import { expect, test } from '@playwright/test'

// A designer page lists the designer's products and collections, and the designers list is
// reachable from the footer.

const designers = [
  {
    home: '/it',
    footerLink: 'Designer',
    list: '/it/designers',
    path: '/it/designers/giulia-ferraris',
    products: 'I prodotti del designer',
    collections: 'Le collezioni del designer',
    product: 'Lettino Onda',
    collection: 'Onda',
  },
  {
    home: '/en',
    footerLink: 'Designers',
    list: '/en/designer',
    path: '/en/designer/giulia-ferraris',
    products: 'Products by this designer',
    collections: 'Collections by this designer',
    product: 'Onda sun lounger',
    collection: 'Onda',
  },
] as const

for (const designer of designers)
  test.describe(designer.home, () => {
    test('the footer links the designers list', async ({ page }) => {
      await page.goto(designer.home)
      const footer = page.getByRole('contentinfo')
      await footer.getByRole('link', { name: designer.footerLink, exact: true }).click()
      await expect(page).toHaveURL(designer.list)
    })

    test("a designer page lists the designer's products and collections", async ({ page }) => {
      await page.goto(designer.path)
      const products = page.getByRole('region', { name: designer.products })
      await expect(products.getByRole('link', { name: new RegExp(designer.product) }).first()).toBeVisible()
      const collections = page.getByRole('region', { name: designer.collections })
      await expect(
        collections.getByRole('link', { name: new RegExp(designer.collection) }).first(),
      ).toBeVisible()
    })
  })
