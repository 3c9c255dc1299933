import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { screenPath } from '#runtime/route-table'
import type { Locale } from '#schema/locale'
import { translationsFor } from '#site/i18n/translations'
import { mailedCodes } from '../flows/outbox'

// spec §7.1 without JavaScript: register, reset the password with the mailed code, log in, change
// the password and log out, each a plain form post to its screen's action, in both languages, with
// the words of the site's own dictionaries. A restricted asset of the seed (entry 1602):
const restrictedAssetId = '181'
const varDir = process.env['E2E_VAR_DIR'] ?? ''
const freshEmail = (locale: string) =>
  `nojs-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const shots = (name: string) => ({ path: `test-results/account-without-js/${name}.png`, fullPage: true })

test.use({ javaScriptEnabled: false })

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function latestCode(email: string): Promise<string> {
  let codes: string[] = []
  await expect
    .poll(async () => (codes = await mailedCodes(varDir, email)).length, { timeout: 20_000 })
    .toBeGreaterThan(0)
  return codes.at(-1) ?? ''
}

/** The header's account link, and no login button: the page was rendered for the visitor. */
async function expectLoggedIn(page: Page, locale: Locale) {
  const t = translationsFor(locale)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: t.chrome.account(), exact: true }).first()).toBeVisible()
  await expect(header.getByRole('button', { name: t.chrome.login(), exact: true })).toHaveCount(0)
}

for (const locale of ['en', 'it'] as const) {
  const t = translationsFor(locale)
  const main = (page: Page) => page.getByRole('main')
  const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true })
  // Labels carry "(required)" after the name, 'Nome' is in 'Cognome' and 'Country' in 'Country
  // code': the whole name, from the start.
  const field = (page: Page, name: string) =>
    main(page).getByLabel(new RegExp(`^${escapeRegExp(name)}(\\(|$)`))

  test(`${locale}: without JS a visitor registers, resets the password with the mailed code, logs in, changes it and logs out`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    const email = freshEmail(locale)
    const first = 'Terrazza sul lago 2026'
    const second = 'Pergola in alluminio 77'
    const third = 'Vasca idromassaggio 31'

    await test.step('register: errors beside the fields, everything typed but the passwords kept', async () => {
      await page.goto(screenPath('register', locale))
      await button(page, t.account.register()).click()
      await expect(main(page).getByText(t.account.errors.required()).first()).toBeVisible()
      await expect(main(page).getByText(t.account.errors.privacy())).toBeVisible()
      await field(page, t.account.fields.firstName()).fill('Giulia')
      await field(page, t.account.fields.lastName()).fill('Bianchi')
      await field(page, t.account.fields.email()).fill(email)
      await field(page, t.account.fields.password()).fill(first)
      await field(page, t.account.fields.repeatPassword()).fill(`${first}!`)
      await field(page, t.account.fields.contactType()).selectOption('Architect')
      await field(page, t.account.fields.country()).selectOption('IT')
      await field(page, t.account.fields.city()).fill('Udine')
      await page.getByRole('checkbox', { name: new RegExp(t.account.privacyLink()) }).check()
      await button(page, t.account.register()).click()
      await expect(main(page).getByText(t.account.errors.passwordsDiffer())).toBeVisible()
      await expect(field(page, t.account.fields.firstName())).toHaveValue('Giulia')
      await expect(field(page, t.account.fields.email())).toHaveValue(email)
      await expect(field(page, t.account.fields.city())).toHaveValue('Udine')
      await expect(field(page, t.account.fields.contactType())).toHaveValue('Architect')
      await expect(page.getByRole('checkbox', { name: new RegExp(t.account.privacyLink()) })).toBeChecked()
      await expect(field(page, t.account.fields.password())).toHaveValue('')
      await page.screenshot(shots(`${locale}-1-register-kept`))
      await field(page, t.account.fields.password()).fill(first)
      await field(page, t.account.fields.repeatPassword()).fill(first)
      await button(page, t.account.register()).click()
      await expect(main(page).getByText(t.account.notices.thankYou())).toBeVisible()
      await expectLoggedIn(page, locale)
      await page.screenshot(shots(`${locale}-2-registered`))
    })

    await test.step('a second registration of the same email says so and keeps the form', async () => {
      const other = await page.context().browser()?.newContext({ javaScriptEnabled: false })
      if (!other) throw new Error('no browser')
      const again = await other.newPage()
      await again.goto(screenPath('register', locale))
      await field(again, t.account.fields.firstName()).fill('Giulia')
      await field(again, t.account.fields.lastName()).fill('Bianchi')
      await field(again, t.account.fields.email()).fill(email)
      await field(again, t.account.fields.password()).fill(first)
      await field(again, t.account.fields.repeatPassword()).fill(first)
      await field(again, t.account.fields.contactType()).selectOption('Architect')
      await field(again, t.account.fields.country()).selectOption('IT')
      await again.getByRole('checkbox', { name: new RegExp(t.account.privacyLink()) }).check()
      await button(again, t.account.register()).click()
      await expect(main(again).getByRole('alert')).toHaveText(t.messages.USER_ALREADY_EXISTS())
      await expect(field(again, t.account.fields.email())).toHaveValue(email)
      await other.close()
    })

    await test.step('log out: the login screen says so and the files are locked again', async () => {
      await page.goto(screenPath('account', locale))
      await button(page, t.account.logOut()).click()
      await expect(page).toHaveURL(new RegExp(`${screenPath('login', locale)}\\?answer=loggedOut$`))
      await expect(main(page).getByRole('status')).toHaveText(t.messages.LOGGED_OUT())
      expect((await page.request.get(`/api/downloads/${restrictedAssetId}`)).status()).toBe(401)
    })

    await test.step('reset: the code is mailed, a wrong one is refused, the right one sets the password', async () => {
      await page.goto(screenPath('resetPassword', locale))
      await field(page, t.account.fields.email()).fill(email)
      await button(page, t.account.reset.sendCode()).click()
      await expect(main(page).getByText(t.account.reset.codeIntro({ email }))).toBeVisible()
      const code = await latestCode(email)
      expect(code).toMatch(/^\d{6}$/)
      const wrong = code === '000000' ? '111111' : '000000'
      await field(page, t.account.fields.code()).fill(wrong)
      await field(page, t.account.fields.newPassword()).fill(second)
      await field(page, t.account.fields.repeatPassword()).fill(second)
      await button(page, t.account.reset.setPassword()).click()
      await expect(main(page).getByRole('alert')).toHaveText(t.messages.CODE_NOT_VALID())
      await expect(field(page, t.account.fields.code())).toHaveValue(wrong)
      await expect(field(page, t.account.fields.newPassword())).toHaveValue('')
      await field(page, t.account.fields.code()).fill(code)
      await field(page, t.account.fields.newPassword()).fill(second)
      await field(page, t.account.fields.repeatPassword()).fill('something else entirely')
      await button(page, t.account.reset.setPassword()).click()
      await expect(main(page).getByText(t.account.errors.passwordsDiffer())).toBeVisible()
      await expect(field(page, t.account.fields.code())).toHaveValue(code)
      await page.screenshot(shots(`${locale}-3-reset-errors`))
      await field(page, t.account.fields.newPassword()).fill(second)
      await field(page, t.account.fields.repeatPassword()).fill(second)
      await button(page, t.account.reset.setPassword()).click()
      await expect(main(page).getByRole('status')).toHaveText(t.messages.TOKEN_DELETED())
      await page.screenshot(shots(`${locale}-4-reset-done`))
    })

    await test.step('log in with the new password: the account says so', async () => {
      await page.goto(screenPath('login', locale))
      await field(page, t.account.fields.email()).fill(email)
      await field(page, t.account.fields.password()).fill(first)
      await button(page, t.account.logIn()).click()
      await expect(main(page).getByRole('alert')).toHaveText(t.messages.INVALID_CREDENTIALS())
      // The email stays typed, the password never comes back.
      await expect(field(page, t.account.fields.email())).toHaveValue(email)
      await expect(field(page, t.account.fields.password())).toHaveValue('')
      await field(page, t.account.fields.password()).fill(second)
      await button(page, t.account.logIn()).click()
      await expect(page).toHaveURL(new RegExp(`${screenPath('account', locale)}\\?answer=loggedIn$`))
      await expect(main(page).getByRole('status')).toHaveText(t.messages.LOGGED_IN())
      await expect(main(page).getByText(email)).toBeVisible()
      await expectLoggedIn(page, locale)
    })

    await test.step('change password: the form comes from the server, a wrong password is refused', async () => {
      await page.goto(screenPath('changePassword', locale))
      await expect(main(page).getByText(t.account.loadingProfile())).toHaveCount(0)
      await field(page, t.account.fields.oldPassword()).fill(first)
      await field(page, t.account.fields.newPassword()).fill(third)
      await field(page, t.account.fields.repeatPassword()).fill(third)
      await button(page, t.account.changePassword()).click()
      await expect(main(page).getByRole('alert')).toHaveText(t.messages.INCORRECT_PASSWORD())
      await field(page, t.account.fields.oldPassword()).fill(second)
      await field(page, t.account.fields.newPassword()).fill(third)
      await field(page, t.account.fields.repeatPassword()).fill(third)
      await button(page, t.account.changePassword()).click()
      await expect(main(page).getByRole('status')).toHaveText(t.messages.PASSWORD_CHANGED())
      await expect(main(page).getByRole('alert')).toHaveCount(0)
      await page.screenshot(shots(`${locale}-5-password-changed`))
      // The session goes on with the cookie the change renewed; the old password no longer works.
      await expectLoggedIn(page, locale)
      expect((await page.request.get(`/api/downloads/${restrictedAssetId}`)).status()).toBe(200)
      const old = await page.request.post('/api/auth/v1/login', {
        data: { username: email, password: second },
      })
      expect(old.status()).toBe(401)
    })
  })
}
