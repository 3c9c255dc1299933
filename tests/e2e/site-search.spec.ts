import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { journeySizes, openHydrated } from '#tools/testing/site-journeys'

// Decision 046: search finds what a visitor types, plurals, singulars, accents and a typo alike, in
// both languages, grouped by kind with the matched words marked; the no-JS results page and the
// overlay show the same list for the same query.

const words = {
  it: {
    searchPath: '/it/cerca',
    search: 'Cerca',
    field: 'Cosa cerchi?',
    dialog: 'Cerca nel sito',
    products: 'Prodotti',
    categories: 'Categorie',
    pages: 'Pagine',
    stores: 'Punti vendita',
    loungers: ['Lettino Onda', 'Chaise longue Onda', 'Lettino Riva regolabile', 'Daybed Maestrale'],
    loungerCategory: 'Lettini e chaise longue',
    queries: { plural: 'lettini', typo: 'letino', shower: 'docce', dealers: 'rivenditori' },
    shower: 'Doccia solare Aurora',
    storeLocator: 'Rivenditori',
    storeLocatorPath: '/it/rivenditori',
  },
  en: {
    searchPath: '/en/search',
    search: 'Search',
    field: 'What are you looking for?',
    dialog: 'Search the site',
    products: 'Products',
    categories: 'Categories',
    pages: 'Pages',
    stores: 'Stores',
    loungers: ['Onda sun lounger', 'Onda chaise longue', 'Riva adjustable lounger', 'Maestrale daybed'],
    loungerCategory: 'Sun loungers',
    queries: { plural: 'loungers', typo: 'loungr', shower: 'showers', dealers: 'dealers' },
    shower: 'Aurora outdoor shower',
    storeLocator: 'Stores',
    storeLocatorPath: '/en/stores',
  },
} as const

/** The groups a results list shows: each heading with its links' names, in order. */
async function groupsOf(area: Locator): Promise<{ heading: string; hits: string[] }[]> {
  const regions = area.getByRole('region')
  const groups: { heading: string; hits: string[] }[] = []
  for (const region of await regions.all()) {
    groups.push({
      // Text content, not innerText: the headings are upper-cased by CSS alone.
      heading: ((await region.getByRole('heading').textContent()) ?? '').trim(),
      hits: (await region.getByRole('link').allTextContents()).map((text) => text.trim()),
    })
  }
  return groups
}

// Each test loads several pages, some before and after hydration: on a shared 2-core machine
// they take longer than the default 30 s.
test.describe.configure({ timeout: 60_000 })

// The index is built in the background after the server starts; until then the CMS's keyword
// search answers (decision 046). The visitor's journey starts once the index answers.
test.beforeAll(async ({ request }) => {
  await expect
    .poll(
      async () => {
        const answer = await request.get('/api/search?q=letino&locale=it')
        return answer.ok() ? JSON.stringify(await answer.json()) : ''
      },
      { timeout: 30_000 },
    )
    .toContain('Lettino Onda')
})

for (const locale of ['it', 'en'] as const) {
  const w = words[locale]

  test.describe(`${locale}: without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    for (const [size, viewport] of Object.entries(journeySizes)) {
      test(`${size}: a plural, a typo and a plural of another kind find the same items, grouped, words marked`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await page.goto(`${w.searchPath}?q=${w.queries.plural}`)
        const main = page.getByRole('main')
        const products = main.getByRole('region', { name: w.products })
        for (const name of w.loungers) await expect(products.getByRole('link', { name })).toBeVisible()
        const categories = main.getByRole('region', { name: w.categories })
        await expect(categories.getByRole('link', { name: w.loungerCategory })).toBeVisible()
        // The matched word is marked in the title: "Lettino" for "lettini", "lounger" for "loungers".
        await expect(
          products.getByRole('link', { name: w.loungers[0] }).locator('mark').first(),
        ).toBeVisible()

        await page.goto(`${w.searchPath}?q=${w.queries.typo}`)
        await expect(
          main.getByRole('region', { name: w.products }).getByRole('link', { name: w.loungers[0] }),
        ).toBeVisible()

        await page.goto(`${w.searchPath}?q=${w.queries.shower}`)
        await expect(
          main.getByRole('region', { name: w.products }).getByRole('link', { name: w.shower }),
        ).toBeVisible()

        await page.goto(`${w.searchPath}?q=${w.queries.dealers}`)
        const locator = main
          .getByRole('region', { name: w.pages })
          .getByRole('link', { name: w.storeLocator })
        await locator.click()
        await expect(page).toHaveURL(new RegExp(`${w.storeLocatorPath}$`))
      })
    }

    test('a city finds its store, which opens the store locator searched for it', async ({ page }) => {
      await page.goto(`${w.searchPath}?q=Brescia`)
      const stores = page.getByRole('main').getByRole('region', { name: w.stores })
      const store = stores.getByRole('link', { name: 'Fast Store Brescia' })
      await expect(store).toBeVisible()
      await expect(stores.locator('mark', { hasText: 'Brescia' }).first()).toBeVisible()
      await store.click()
      await expect(page).toHaveURL(new RegExp(`${w.storeLocatorPath}\\?q=Fast\\+Store\\+Brescia$`))
    })
  })

  test.describe(`${locale}: with JavaScript`, () => {
    for (const [size, viewport] of Object.entries(journeySizes)) {
      test(`${size}: the overlay shows what the results page shows, and the keyboard walks it`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        const pageGroups = await resultsPageGroups(page, `${w.searchPath}?q=${w.queries.plural}`)
        expect(pageGroups.find((group) => group.heading === w.products)?.hits).toEqual(
          expect.arrayContaining([...w.loungers]),
        )

        await openHydrated(page, `/${locale}`)
        await page.getByRole('banner').getByRole('button', { name: w.search, exact: true }).click()
        const dialog = page.getByRole('dialog', { name: w.dialog })
        const field = dialog.getByRole('searchbox', { name: w.field })
        await expect(field).toBeFocused()
        await field.fill(w.queries.plural)
        await expect(dialog.getByRole('region', { name: w.categories })).toBeVisible()
        expect(await groupsOf(dialog)).toEqual(pageGroups)
        await expect(dialog.locator('mark').first()).toBeVisible()

        await page.keyboard.press('ArrowDown')
        const first = dialog.getByRole('region', { name: w.products }).getByRole('link').first()
        await expect(first).toBeFocused()
        const href = await first.getAttribute('href')
        await page.keyboard.press('Enter')
        await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`))
        await expect(dialog).toBeHidden()
      })
    }
  })
}

/** The groups of the server-rendered results page of `path`, read with its own list. */
async function resultsPageGroups(page: Page, path: string) {
  await page.goto(path)
  const main = page.getByRole('main')
  await expect(main.getByRole('region').first()).toBeVisible()
  return groupsOf(main)
}
