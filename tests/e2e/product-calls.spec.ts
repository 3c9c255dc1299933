import { expect, test, type Page } from '@playwright/test'

// Decision 048: a product page says what the product is (its collection, category and
// specifications) and gives a buyer the two calls, "Ask for information" and "Find a dealer".

const products = [
  {
    locale: 'it',
    path: '/it/prodotti/sauna-aurora',
    title: 'Sauna Aurora',
    collection: { name: 'Collezione Aurora', path: '/it/collezioni/aurora' },
    category: { name: 'Spa e wellness', path: '/it/categorie/prodotti/spa-e-wellness' },
    facts: {
      Dimensioni: /200 × 180 × 210 cm/,
      Materiali: /Abete termotrattato/,
      Peso: /420 kg/,
      Capacità: /4 persone/,
    },
    bullet: 'Stufa elettrica da 9 kW, pietre incluse',
    ask: { name: 'Chiedi informazioni', path: '/it/contatti?product=sauna-aurora' },
    dealer: { name: 'Trova un rivenditore', path: '/it/rivenditori', heading: 'Rivenditori' },
  },
  {
    locale: 'en',
    path: '/en/products/aurora-sauna',
    title: 'Aurora sauna',
    collection: { name: 'Aurora collection', path: '/en/collections/aurora' },
    category: { name: 'Spa and wellness', path: '/en/categories/products/spa-and-wellness' },
    facts: {
      Dimensions: /200 × 180 × 210 cm/,
      Materials: /Heat-treated spruce/,
      Weight: /420 kg/,
      Capacity: /4 people/,
    },
    bullet: '9 kW electric heater, stones included',
    ask: { name: 'Ask for information', path: '/en/contact?product=aurora-sauna' },
    dealer: { name: 'Find a dealer', path: '/en/stores', heading: 'Stores' },
  },
] as const

const sizes = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1366, height: 800 } },
] as const

/** The value a description list gives a term, read as a screen reader pairs them. */
async function factOf(page: Page, term: string): Promise<string> {
  const list = page.getByRole('region', { name: /Scheda tecnica|Specifications/ })
  return list.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]').innerText()
}

for (const product of products)
  for (const size of sizes)
    for (const javaScriptEnabled of [true, false])
      test.describe(`${product.locale}, ${size.name}, ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
        test.use({ viewport: size.viewport, javaScriptEnabled })

        test('the product page links its collection and category and lists its own facts', async ({
          page,
        }) => {
          await page.goto(product.path)
          await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible()
          const main = page.getByRole('main')
          await expect(
            main.getByRole('link', { name: product.collection.name, exact: true }),
          ).toHaveAttribute('href', product.collection.path)
          await expect(main.getByRole('link', { name: product.category.name, exact: true })).toHaveAttribute(
            'href',
            product.category.path,
          )
          for (const [term, value] of Object.entries(product.facts))
            expect(await factOf(page, term), term).toMatch(value)
          await expect(main.getByRole('listitem').filter({ hasText: product.bullet })).toBeVisible()
          await expect(main.getByText(/Powder-coated aluminium|Alluminio verniciato a polvere/)).toHaveCount(
            0,
          )
        })

        test('"Ask for information" leads to the contact page naming the product', async ({ page }) => {
          await page.goto(product.path)
          const ask = page.getByRole('link', { name: product.ask.name })
          await expect(ask).toHaveAttribute('href', product.ask.path)
          await ask.click()
          await expect(page).toHaveURL(product.ask.path)
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        })

        test('"Find a dealer" leads to the store locator', async ({ page }) => {
          await page.goto(product.path)
          await page.getByRole('link', { name: product.dealer.name }).click()
          await expect(page).toHaveURL(product.dealer.path)
          await expect(page.getByRole('heading', { level: 1, name: product.dealer.heading })).toBeVisible()
        })
      })
