import { expect, test, type Page } from '@playwright/test'

/**
 * Links outside the header and footer that lead to `path` (relative or absolute href): the error
 * page's own way home, not the logo or a menu entry.
 */
function contentLinksTo(page: Page, path: string) {
  const outside = ':not(header a):not(footer a)'
  return page.locator(`a[href$="${path}"]${outside}, a[href$="${path}/"]${outside}`)
}

// spec 2, Not-found page: status 404, a heading, a description and a way back to the home page.
const pages = [
  {
    locale: 'en',
    heading: 'Page not found',
    description: /Sorry, we couldn['’]t find that page/,
  },
  {
    locale: 'it',
    heading: 'Pagina non trovata',
    description: /Ci dispiace, non siamo riusciti a trovare la pagina/,
  },
] as const

for (const { locale, heading, description } of pages) {
  test(`an unknown /${locale} path answers 404 with a way back home`, async ({ page }) => {
    const response = await page.goto(`/${locale}/does-not-exist/at-all`)
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page.getByText(description)).toBeVisible()

    const home = contentLinksTo(page, `/${locale}`).first()
    await expect(home).toBeVisible()
    await home.click()
    await expect(page).toHaveURL(new RegExp(`/${locale}/?$`))
  })
}

test('an unknown product slug answers 404', async ({ request }) => {
  expect((await request.get('/en/products/nope')).status()).toBe(404)
  expect((await request.get('/it/prodotti/nope')).status()).toBe(404)
})
