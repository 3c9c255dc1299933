import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { screenPath } from '#runtime/route-table'
import { translationsFor } from '#site/i18n/translations'
import { registration } from '#tools/testing/account-fixtures'

// spec 8, Success messages, with JavaScript: a login (the header's box) and a logout (the account's
// button) say how they went; change password shows one answer at a time, never an old error beside
// a new one. Both languages, words from the site's dictionaries.

async function registerByApi(page: Page, email: string, password: string) {
  const registered = await page.request.post('/api/auth/v1/register', {
    data: { ...registration(email, password), locale: 'en' },
  })
  expect(registered.status()).toBe(201)
  await page.context().clearCookies()
}

for (const locale of ['it', 'en'] as const) {
  const t = translationsFor(locale)
  const home = `/${locale}`

  test(`${locale}: logging in from the header and logging out each say how they went`, async ({ page }) => {
    const email = `answers-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const password = 'Lettino in alluminio 42'
    await registerByApi(page, email, password)
    await page.goto(home)
    await page.waitForFunction(() => 'dataLayer' in window)
    await page.getByRole('banner').getByRole('button', { name: t.chrome.login(), exact: true }).click()
    const dialog = page.getByRole('dialog', { name: t.chrome.loginTitle() })
    await dialog.getByLabel(t.account.fields.email()).fill(email)
    await dialog.getByLabel(t.account.fields.password()).fill(password)
    await dialog.getByRole('button', { name: t.account.logIn(), exact: true }).click()
    await expect(dialog).toHaveCount(0)
    const answer = page.locator('[data-answer="session"]')
    await expect(answer).toHaveText(t.messages.LOGGED_IN())
    await expect(answer).toHaveAttribute('role', 'status')
    await page.screenshot({ path: `test-results/account-answers/${locale}-logged-in.png` })

    await page
      .getByRole('banner')
      .getByRole('link', { name: t.chrome.account(), exact: true })
      .first()
      .click()
    await expect(page).toHaveURL(new RegExp(`${screenPath('account', locale)}$`))
    await page.getByRole('main').getByRole('button', { name: t.account.logOut(), exact: true }).click()
    await expect(answer).toHaveText(t.messages.LOGGED_OUT())
    await expect(
      page.getByRole('banner').getByRole('button', { name: t.chrome.login(), exact: true }),
    ).toBeVisible()
  })

  test(`${locale}: change password shows only the latest answer, never a stale error beside a new one`, async ({
    page,
    baseURL,
  }) => {
    const email = `stale-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const password = 'Lettino in alluminio 42'
    const registered = await page.request.post('/api/auth/v1/register', {
      headers: { Origin: baseURL ?? '' },
      data: { ...registration(email, password), locale },
    })
    expect(registered.status()).toBe(201)
    await page.goto(screenPath('changePassword', locale))
    await page.waitForFunction(() => 'dataLayer' in window)
    const main = page.getByRole('main')
    const press = () => main.getByRole('button', { name: t.account.changePassword(), exact: true }).click()
    await main.getByLabel(t.account.fields.oldPassword()).fill('not the password 1')
    await main.getByLabel(t.account.fields.newPassword()).fill('Tavolo da esterno 88')
    await main.getByLabel(t.account.fields.repeatPassword()).fill('Tavolo da esterno 88')
    await press()
    await expect(main.getByRole('alert')).toHaveText(t.messages.INCORRECT_PASSWORD())
    // A new mistake: its error beside its field, and the server's old answer gone.
    await main.getByLabel(t.account.fields.oldPassword()).fill(password)
    await main.getByLabel(t.account.fields.repeatPassword()).fill('Tavolo da esterno 89')
    await press()
    await expect(main.getByText(t.account.errors.passwordsDiffer())).toBeVisible()
    // The only alert is the new one: the error summary, not the server's old answer.
    await expect(main.getByRole('alert')).toHaveText(t.account.errors.summaryCount({ count: 1 }))
    await main.getByLabel(t.account.fields.repeatPassword()).fill('Tavolo da esterno 88')
    await press()
    await expect(main.getByRole('status')).toHaveText(t.messages.PASSWORD_CHANGED())
    await expect(main.getByRole('alert')).toHaveCount(0)
    await expect(main.getByText(t.account.errors.passwordsDiffer())).toHaveCount(0)
  })
}
