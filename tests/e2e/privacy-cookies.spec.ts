import { type BrowserContext, type Page, expect, test } from '@playwright/test'
import { screenPath } from '#runtime/route-table'
import { translationsFor } from '#site/i18n/translations'
import { gotoHydrated } from './hydrated'

// Decision 052: the privacy page lists every cookie the site sets, with purpose and lifetime, and
// says how long leads and accounts are kept. A full journey (language switch, registration, logout,
// login, password reset, contact form, newsletter) records the name of every cookie the browser
// receives, from responses and from page scripts; the privacy page's table, in each language, must
// list exactly those, both ways.

const t = translationsFor('en')
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const main = (page: Page) => page.getByRole('main')
const field = (page: Page, name: string) =>
  main(page).getByLabel(new RegExp(`^${escapeRegExp(name)}(\\(| \\*|$)`))
const button = (page: Page, name: string) => main(page).getByRole('button', { name, exact: true })

/** Every cookie name the browser receives in `context`: Set-Cookie of every response, and the jar. */
function recordCookies(context: BrowserContext): () => Promise<Set<string>> {
  const names = new Set<string>()
  context.on('response', (response) => {
    void response
      .headersArray()
      .then((headers) => {
        for (const header of headers)
          if (header.name.toLowerCase() === 'set-cookie')
            for (const line of header.value.split('\n')) names.add(line.split('=')[0]?.trim() ?? '')
      })
      .catch(() => undefined)
  })
  return async () => {
    for (const cookie of await context.cookies()) names.add(cookie.name)
    names.delete('')
    return names
  }
}

/** The cookie names the privacy page's table lists (its first column), in one language. */
async function listedCookies(page: Page, path: string): Promise<Set<string>> {
  await page.goto(path)
  const table = main(page).getByRole('table')
  await expect(table).toBeVisible()
  const rows = table.getByRole('row')
  const names = new Set<string>()
  for (const row of await rows.all()) {
    const cells = row.getByRole('cell')
    if ((await cells.count()) === 0) continue
    names.add((await cells.first().locator('code').innerText()).trim())
    // Each row says what the cookie is for and how long it lasts.
    expect((await cells.nth(1).innerText()).length).toBeGreaterThan(10)
    expect(await cells.nth(2).innerText()).toMatch(/\d/)
  }
  return names
}

test('the privacy page lists exactly the cookies a full journey receives, in both languages', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000)
  const received = recordCookies(context)
  const email = `cookies-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Terrazza sul lago 2026'

  await test.step('language switch', async () => {
    await page.goto('/it/chi-siamo')
    await page.getByRole('banner').getByRole('link', { name: 'EN', exact: true }).first().click()
    await expect(page).toHaveURL(/\/en\/about-us$/)
  })

  await test.step('register, log out, log in', async () => {
    await page.goto(screenPath('register', 'en'))
    await field(page, t.account.fields.firstName()).fill('Giulia')
    await field(page, t.account.fields.lastName()).fill('Bianchi')
    await field(page, t.account.fields.email()).fill(email)
    await field(page, t.account.fields.password()).fill(password)
    await field(page, t.account.fields.repeatPassword()).fill(password)
    await field(page, t.account.fields.contactType()).selectOption('Architect')
    await field(page, t.account.fields.country()).selectOption({ label: 'Italy' })
    await page.getByRole('checkbox', { name: new RegExp(t.account.privacyLink()) }).check()
    await button(page, t.account.register()).click()
    await expect(main(page).getByText(t.account.notices.thankYou())).toBeVisible()
    // Hydrated first: a click before the app runs posts the form without JavaScript, whose
    // redirect to the login screen would still be loading when the journey goes on.
    await gotoHydrated(page, screenPath('account', 'en'))
    await button(page, t.account.logOut()).click()
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'fast_jwt'))
      .toBe(false)
    // With JavaScript the visitor stays on the account screen; the journey goes on from the login screen.
    await page.goto(screenPath('login', 'en'))
    await field(page, t.account.fields.email()).fill(email)
    await field(page, t.account.fields.password()).fill(password)
    await button(page, t.account.logIn()).click()
    await expect
      .poll(async () => (await context.cookies()).some((cookie) => cookie.name === 'fast_jwt'))
      .toBe(true)
  })

  await test.step('password reset and the forms', async () => {
    await page.goto(screenPath('resetPassword', 'en'))
    await field(page, t.account.fields.email()).fill(email)
    await button(page, t.account.reset.sendCode()).click()
    await expect(main(page).getByText(t.account.reset.codeIntro({ email }))).toBeVisible()
    await page.goto('/en/contact')
    const contact = page.locator('form[data-contact-form="contact"]')
    await contact.getByLabel(/^First name( \*)?$/).fill('Giulia')
    await contact.getByLabel(/^Last name( \*)?$/).fill('Bianchi')
    await contact.getByLabel(/^Email( \*)?$/).fill(email)
    await contact.getByLabel(/^Country( \*)?$/).selectOption('IT')
    await contact.getByLabel(/^You are( \*)?$/).selectOption('Architect')
    await contact.getByLabel(/^Your message( \*)?$/).fill('A question about cookies.')
    await contact.getByRole('checkbox', { name: /privacy/ }).check()
    await contact.getByRole('button', { name: 'Send the request' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'we have received your request' })).toBeVisible()
    await page.goto('/en/l/blocks')
    const newsletter = page.locator('form[data-contact-form="id:newsletter-2026"]')
    await newsletter.getByLabel(/^Email( \*)?$/).fill(email)
    await newsletter.getByRole('checkbox', { name: /privacy/ }).check()
    await newsletter.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'confirm your subscription' })).toBeVisible()
  })

  const names = await received()
  expect([...names].sort()).toEqual(['fast_jwt', 'fast_session', 'locale'])
  for (const path of ['/it/privacy', '/en/privacy']) {
    const listed = await listedCookies(page, path)
    expect([...listed].sort(), `${path} lists every cookie received`).toEqual([...names].sort())
  }
})
