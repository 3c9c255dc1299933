import { type Browser, type Page, expect, test } from '@playwright/test'
import { screenPath } from '#runtime/route-table'
import type { Locale } from '#schema/locale'
import { translationsFor } from '#site/i18n/translations'
import { registration } from '#tools/testing/account-fixtures'
import { gotoHydrated } from './hydrated'

// Decision 039: a visitor whose session expired while the product page was open clicked "Download
// 3D files" and got the gate's `{"success":false,"message":"No token, authorization denied"}` in
// the tab. A navigation to the gate without a session is sent to the login page, which brings the
// visitor back to the product (no JS); with JS the click opens the login dialog. An API client
// still gets the spec's JSON 401.
const productPaths: Record<Locale, string> = {
  en: '/en/products/onda-sun-lounger',
  it: '/it/prodotti/lettino-onda',
}
const password = 'Lettino in alluminio 42'

/** A browser logged in as a new user, on the product page, whose session cookie then expires. */
async function expiredOnProduct(
  browser: Browser,
  baseURL: string,
  locale: Locale,
  javaScriptEnabled: boolean,
) {
  const email = `expired-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const context = await browser.newContext({ javaScriptEnabled, baseURL })
  const registered = await context.request.post('/api/auth/v1/register', {
    headers: { Origin: baseURL },
    data: { ...registration(email, password), locale },
  })
  expect(registered.status()).toBe(201)
  const page = await context.newPage()
  if (javaScriptEnabled) await gotoHydrated(page, productPaths[locale])
  else await page.goto(productPaths[locale])
  return { context, page, email }
}

function download3d(page: Page, locale: Locale) {
  return page
    .getByRole('main')
    .getByRole('link', { name: locale === 'it' ? 'Scarica i file 3D' : 'Download 3D files' })
}

for (const locale of ['en', 'it'] as const) {
  const t = translationsFor(locale)

  test(`${locale}: without JS, an expired session's "Download 3D files" leads to the login page and back to the product`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page, email } = await expiredOnProduct(browser, baseURL ?? '', locale, false)
    try {
      await expect(download3d(page, locale)).toBeVisible()
      // The browser drops the session cookie when it expires.
      await context.clearCookies({ name: 'fast_jwt' })
      await download3d(page, locale).click()
      await expect(page).toHaveURL(
        `${screenPath('login', locale)}?back=${encodeURIComponent(productPaths[locale])}`,
      )
      await expect(page.getByText('authorization denied')).toHaveCount(0)
      const main = page.getByRole('main')
      await main.getByLabel(new RegExp(`^${t.account.fields.email()}`)).fill(email)
      await main.getByLabel(new RegExp(`^${t.account.fields.password()}`)).fill(password)
      await main.getByRole('button', { name: t.account.logIn(), exact: true }).click()
      await expect(page).toHaveURL(productPaths[locale])
      await expect(download3d(page, locale)).toBeVisible()
      const href = (await download3d(page, locale).getAttribute('href')) ?? ''
      expect((await page.request.get(href)).status()).toBe(200)
    } finally {
      await context.close()
    }
  })

  test(`${locale}: with JS, an expired session's "Download 3D files" opens the login dialog on the product`, async ({
    browser,
    baseURL,
  }) => {
    const { context, page } = await expiredOnProduct(browser, baseURL ?? '', locale, true)
    try {
      await expect(download3d(page, locale)).toBeVisible()
      await context.clearCookies({ name: 'fast_jwt' })
      await download3d(page, locale).click()
      await expect(page.getByRole('dialog', { name: t.chrome.loginTitle() })).toBeVisible()
      await expect(page).toHaveURL(productPaths[locale])
      await expect(page.getByText('authorization denied')).toHaveCount(0)
    } finally {
      await context.close()
    }
  })
}

test('an API client without a session still gets the JSON 401 from the download gate', async ({
  request,
}) => {
  const answer = await request.get('/api/downloads/200', { headers: { Accept: 'application/json' } })
  expect(answer.status()).toBe(401)
  expect(await answer.json()).toMatchObject({ success: false, message: 'No token, authorization denied' })
})
