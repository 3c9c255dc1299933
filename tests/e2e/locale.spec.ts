import { expect, test, type APIResponse } from '@playwright/test'

/** The path a redirect points to, whether its Location is absolute or relative. */
function locationPath(response: APIResponse): string {
  const location = response.headers()['location']
  expect(location, `a Location header on ${response.url()}`).toBeTruthy()
  return new URL(location ?? '', response.url()).pathname
}

// spec 2, Locales: the first locale comes from a cookie, the URL prefix or the browser language.
test.describe('the root path', () => {
  test('redirects to /it without a cookie or a preferred language', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': '' } })
    expect(response.status()).toBe(302)
    expect(locationPath(response)).toBe('/it')
  })

  test('redirects to /it for a browser asking for Italian', async ({ request }) => {
    const response = await request.get('/', {
      maxRedirects: 0,
      headers: { 'Accept-Language': 'it-IT,it;q=0.9,en;q=0.5' },
    })
    expect(response.status()).toBe(302)
    expect(locationPath(response)).toBe('/it')
  })

  test('redirects to /en for a browser asking for English', async ({ request }) => {
    const response = await request.get('/', { maxRedirects: 0, headers: { 'Accept-Language': 'en' } })
    expect(response.status()).toBe(302)
    expect(locationPath(response)).toBe('/en')
  })
})

// spec 2, Locales: a locale change updates the cookie and goes to the matching prefixed path;
// spec 9: the locale cookie lasts 365 days.
test('the language switch on an Italian product page lands on its English counterpart', async ({
  page,
  context,
}) => {
  await page.goto('/it/prodotti')
  const firstProduct = page.getByRole('main').locator('a[href*="/it/prodotti/"]').first()
  await expect(firstProduct).toBeVisible()
  await firstProduct.click()
  await expect(page).toHaveURL(/\/it\/prodotti\/[^/]+$/)
  const italianSlug = new URL(page.url()).pathname.split('/').pop()

  await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).click()

  await expect(page).toHaveURL(/\/en\/products\/[^/]+$/)
  const englishSlug = new URL(page.url()).pathname.split('/').pop()
  expect(englishSlug).not.toBe(italianSlug)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', /^en/)

  const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale')
  expect(cookie?.value).toBe('en')
  const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
  expect(daysLeft).toBeGreaterThan(364)
  expect(daysLeft).toBeLessThanOrEqual(366)
})

// Decision 002: the switch is a link through /switch-locale, so it works without JavaScript too.
test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the language switch on an Italian page still lands on its English counterpart and sets the cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/it/chi-siamo')
    await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).first().click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
    await expect(page.locator('html')).toHaveAttribute('lang', /^en/)
    const cookie = (await context.cookies()).find((candidate) => candidate.name === 'locale')
    expect(cookie?.value).toBe('en')
  })
})
