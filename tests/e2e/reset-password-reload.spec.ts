import { type Browser, type Page, expect, test } from '@playwright/test'
import { screenPath } from '#runtime/route-table'
import type { Locale } from '#schema/locale'
import { translationsFor } from '#site/i18n/translations'
import { registration } from '#tools/testing/account-fixtures'
import { mailedCodes } from '../flows/outbox'
import { gotoHydrated } from './hydrated'

// A reload while the reset screen waited for the mailed code went back to the email step, and
// asking again mailed a second code. The step is in the URL now (the address the code went to,
// never the code), so a reload, with JS or without, stays on the code step and mails nothing;
// without JS each step's post answers with a redirect to it (decision 038).
const varDir = process.env['E2E_VAR_DIR'] ?? ''

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

async function registeredContext(
  browser: Browser,
  baseURL: string,
  locale: Locale,
  javaScriptEnabled: boolean,
) {
  const email = `reload-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const context = await browser.newContext({ javaScriptEnabled, baseURL })
  const registered = await context.request.post('/api/auth/v1/register', {
    headers: { Origin: baseURL },
    data: { ...registration(email, 'Lettino in alluminio 42'), locale },
  })
  expect(registered.status()).toBe(201)
  // Logged out, as a visitor who forgot the password is.
  await context.clearCookies()
  return { context, email }
}

async function codesFor(email: string): Promise<string[]> {
  let codes: string[] = []
  await expect.poll(async () => (codes = await mailedCodes(varDir, email)).length).toBeGreaterThan(0)
  return codes
}

for (const locale of ['en', 'it'] as const) {
  const t = translationsFor(locale)
  const main = (page: Page) => page.getByRole('main')
  const field = (page: Page, name: string) =>
    main(page).getByLabel(new RegExp(`^${escapeRegExp(name)}(\\(|$)`))
  const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true })

  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? 'with JS' : 'without JS'

    test(`${locale} ${how}: a reload while waiting for the reset code stays on the code step and mails no second code`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000)
      const { context, email } = await registeredContext(browser, baseURL ?? '', locale, javaScriptEnabled)
      try {
        const page = await context.newPage()
        const path = screenPath('resetPassword', locale)
        if (javaScriptEnabled) await gotoHydrated(page, path)
        else await page.goto(path)
        await field(page, t.account.fields.email()).fill(email)
        await button(page, t.account.reset.sendCode()).click()
        await expect(main(page).getByText(t.account.reset.codeIntro({ email }))).toBeVisible()
        const [code] = await codesFor(email)
        expect(code).toMatch(/^\d{6}$/)
        expect(page.url()).not.toContain(code ?? '')

        const reloaded = page.waitForResponse((response) => new URL(response.url()).pathname === path)
        await page.reload()
        expect((await reloaded).request().method()).toBe('GET')
        await expect(main(page).getByText(t.account.reset.codeIntro({ email }))).toBeVisible()
        await expect(field(page, t.account.fields.code())).toBeVisible()
        await expect(field(page, t.account.fields.email())).toHaveCount(0)
        expect(await mailedCodes(varDir, email)).toHaveLength(1)

        // The code still works after the reload: the reset goes on to the end.
        const password = 'Sauna finlandese 2026'
        if (javaScriptEnabled) await page.waitForFunction(() => 'dataLayer' in window)
        // With JS the page's plain code form gives way to the machine's code step once hydrated.
        if (javaScriptEnabled) await expect(button(page, t.account.reset.checkCode())).toBeVisible()
        await field(page, t.account.fields.code()).fill(code ?? '')
        if (javaScriptEnabled) await button(page, t.account.reset.checkCode()).click()
        await field(page, t.account.fields.newPassword()).fill(password)
        await field(page, t.account.fields.repeatPassword()).fill(password)
        await button(page, t.account.reset.setPassword()).click()
        await expect(main(page).getByRole('status')).toHaveText(t.messages.TOKEN_DELETED())
        expect(page.url()).not.toContain(code ?? '')
      } finally {
        await context.close()
      }
    })
  }
}
