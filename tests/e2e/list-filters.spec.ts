import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { journeySizes, markDocument, openHydrated, sameDocument } from '#tools/testing/site-journeys'

// Decision 040: a list's filter lives in the URL (`?category=`, a declared parameter), so a
// filtered view can be shared and Back undoes it; without JavaScript the filters are a GET form.
// Locked downloads are links to the login page, which comes back to the page after a login.

const words = {
  it: {
    list: '/it/prodotti',
    filterBy: 'Filtra per categoria',
    all: 'Tutti',
    category: 'Lettini e chaise longue',
    slug: 'lettini',
    show: 'Mostra',
    unknown: 'Questo filtro non esiste',
    blocks: '/it/l/blocks',
    locked: 'Accedi per scaricare',
    login: '/it/login',
  },
  en: {
    list: '/en/products',
    filterBy: 'Filter by category',
    all: 'All',
    category: 'Sun loungers',
    slug: 'sun-loungers',
    show: 'Show',
    unknown: 'This filter does not exist',
    blocks: '/en/l/blocks',
    locked: 'Log in to download',
    login: '/en/login',
  },
} as const

const cards = (page: Page) => page.getByRole('main').locator('a[data-entry]')
const filterGroup = (page: Page, name: string) => page.getByRole('main').getByRole('group', { name })

for (const locale of ['it', 'en'] as const) {
  const w = words[locale]
  const filtered = new RegExp(`${w.list}\\?category=${w.slug}$`)

  test.describe(`${locale}, desktop`, () => {
    test.use({ viewport: journeySizes.desktop })

    test('a filter button puts the filter in the URL, keeps focus, and Back undoes it', async ({ page }) => {
      await openHydrated(page, w.list)
      const all = await cards(page).count()
      await markDocument(page)
      const button = filterGroup(page, w.filterBy).getByRole('button', { name: w.category })
      await button.click()
      await expect(page).toHaveURL(filtered)
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      await expect(button).toBeFocused()
      await expect.poll(() => cards(page).count()).toBeLessThan(all)
      expect(await cards(page).count()).toBeGreaterThan(0)
      expect(await sameDocument(page)).toBe(true)

      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${w.list}$`))
      await expect.poll(() => cards(page).count()).toBe(all)
      await expect(filterGroup(page, w.filterBy).getByRole('button', { name: w.all })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
    })

    test('a shared filtered address opens filtered, and an unknown filter says so and shows all', async ({
      page,
    }) => {
      await openHydrated(page, w.list)
      const all = await cards(page).count()
      await openHydrated(page, `${w.list}?category=${w.slug}`)
      await expect(filterGroup(page, w.filterBy).getByRole('button', { name: w.category })).toHaveAttribute(
        'aria-pressed',
        'true',
      )
      expect(await cards(page).count()).toBeLessThan(all)

      const unknown = await page.goto(`${w.list}?category=no-such-category`)
      expect(unknown?.status()).toBe(200)
      await expect(page.getByRole('main').getByText(w.unknown)).toBeVisible()
      await expect.poll(() => cards(page).count()).toBe(all)
    })
  })

  test.describe(`${locale}, phone`, () => {
    test.use({ viewport: journeySizes.phone })

    test('the dropdown puts the filter in the URL', async ({ page }) => {
      await openHydrated(page, w.list)
      const all = await cards(page).count()
      await page.getByRole('combobox', { name: w.filterBy }).selectOption({ label: w.category })
      await expect(page).toHaveURL(filtered)
      await expect.poll(() => cards(page).count()).toBeLessThan(all)
      await page.goBack()
      await expect(page).toHaveURL(new RegExp(`${w.list}$`))
      await expect(page.getByRole('combobox', { name: w.filterBy })).toHaveValue('')
    })
  })

  test.describe(`${locale}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('a filter button is a GET form that filters on the server', async ({ page }) => {
      await page.setViewportSize(journeySizes.desktop)
      await page.goto(w.list)
      const all = await cards(page).count()
      await filterGroup(page, w.filterBy).getByRole('button', { name: w.category }).click()
      await expect(page).toHaveURL(filtered)
      expect(await cards(page).count()).toBeLessThan(all)
      expect(await cards(page).count()).toBeGreaterThan(0)
      await filterGroup(page, w.filterBy).getByRole('button', { name: w.all }).click()
      await expect.poll(() => cards(page).count()).toBe(all)
    })

    test('on a phone the dropdown and its button filter on the server', async ({ page }) => {
      await page.setViewportSize(journeySizes.phone)
      await page.goto(w.list)
      const all = await cards(page).count()
      await page.getByRole('combobox', { name: w.filterBy }).selectOption({ label: w.category })
      await page.getByRole('main').getByRole('button', { name: w.show, exact: true }).click()
      await expect(page).toHaveURL(filtered)
      expect(await cards(page).count()).toBeLessThan(all)
    })

    test('a locked download is a link to the login page that comes back here', async ({ page }) => {
      await page.goto(w.blocks)
      const locked = page.getByRole('main').getByRole('link', { name: w.locked }).first()
      await expect(locked).toHaveAttribute('href', `${w.login}?back=${encodeURIComponent(w.blocks)}`)
      await locked.click()
      await expect(page).toHaveURL(`${w.login}?back=${encodeURIComponent(w.blocks)}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })

  test(`${locale}: with JavaScript a locked download still opens the login dialog`, async ({ page }) => {
    await openHydrated(page, w.blocks)
    await page.getByRole('main').getByRole('link', { name: w.locked }).first().click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`${w.blocks}$`))
  })
}
