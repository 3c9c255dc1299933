import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SqliteDatabase } from '#adapters/accounts/sqlite-driver.server'
import { type Locator, type Page, expect, test } from '@playwright/test'
import type { Locale } from '#schema/locale'
import { translationsFor } from '#site/i18n/translations'
import { withoutJs } from '#tools/testing/site-journeys'

// Without JS, reloading the contact page's success posted the form again: two leads, two mails to
// the company and two receipts per reload. A successful plain post now answers 303 to the page
// showing the outcome (Post/Redirect/Get), and the key each rendered form carries makes a repeated
// post of the same form one lead and one pair of mails (decision 038).
const contactPage = { en: '/en/contact', it: '/it/contatti' } as const
const blocksPage = { en: '/en/l/blocks', it: '/it/l/blocks' } as const
const newsletterName = 'id:newsletter-2026'

/** How many rows `sql` counts for `email` in the server's SQLite file (the default store). */
function countFor(sql: string, email: string): number {
  const file = join(process.env['E2E_VAR_DIR'] ?? 'var', 'accounts.sqlite')
  if (!existsSync(file))
    throw new Error(`No accounts store at ${file}: run against the server Playwright starts`)
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true })
  try {
    const row: unknown = db.prepare(sql).get(email)
    return typeof row === 'object' && row !== null && 'count' in row ? Number(row.count) : 0
  } finally {
    db.close()
  }
}
const leadsOf = (email: string) => countFor('SELECT COUNT(*) AS count FROM leads WHERE email = ?', email)
const mailsTo = (email: string) =>
  countFor('SELECT COUNT(*) AS count FROM mail_outbox WHERE recipient = ?', email)

const freshEmail = (what: string) => `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@fast.test`

function form(p: Page, name = 'contact'): Locator {
  return p.locator(`form[data-contact-form="${name}"]`)
}

/** A control by its label's words, whatever the required mark after them. */
function field(p: Page, label: string, name = 'contact'): Locator {
  return form(p, name).getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`))
}

async function fillContact(p: Page, locale: Locale, email: string) {
  const labels = translationsFor(locale).contactForm.labels
  await field(p, labels.firstName()).fill('Giulia')
  await field(p, labels.lastName()).fill('Bianchi')
  await field(p, labels.email()).fill(email)
  await field(p, labels.country()).selectOption('DE')
  await field(p, labels.contactType()).selectOption('Architect')
  await field(p, labels.message()).fill('A quote for a spa terrace in Munich, please.')
  await form(p)
    .getByRole('checkbox', { name: /privacy/ })
    .check()
}

/** The answer a form shows in place of itself once taken: a status, focused for a screen reader. */
function sentNotice(p: Page, name = 'contact'): Locator {
  return p.locator(`[data-contact-form="${name}"]`).getByRole('status')
}

for (const locale of ['en', 'it'] as const) {
  const t = translationsFor(locale)

  test(`${locale}: without JS, a sent contact request answers with a page that a reload does not post again`, async ({
    browser,
  }) => {
    await withoutJs(browser, async (p) => {
      const email = freshEmail(`prg-${locale}`)
      await p.goto(contactPage[locale])
      await fillContact(p, locale, email)
      const [post] = await Promise.all([
        p.waitForResponse((response) => response.request().method() === 'POST'),
        form(p).getByRole('button', { name: t.contactForm.submit() }).click(),
      ])
      expect(post.status()).toBe(303)
      await expect(p).toHaveURL(new RegExp(`^[^?]*${contactPage[locale]}\\?sent=contact$`))
      await expect(sentNotice(p)).toHaveText(t.contactForm.sent())
      await expect(sentNotice(p)).toBeFocused()
      await expect(p.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`))
      await expect.poll(() => mailsTo(email)).toBe(1)
      const reloaded = p.waitForResponse((response) => response.url().includes(contactPage[locale]))
      await p.reload()
      expect((await reloaded).request().method()).toBe('GET')
      await expect(sentNotice(p)).toHaveText(t.contactForm.sent())
      expect(leadsOf(email)).toBe(1)
      expect(mailsTo(email)).toBe(1)
      // Back to an empty form, to write another request.
      await p.getByRole('link', { name: t.contactForm.sendAnother() }).click()
      await expect(p).toHaveURL(new RegExp(`${contactPage[locale]}$`))
      await expect(field(p, t.contactForm.labels.email())).toHaveValue('')
    })
  })

  test(`${locale}: the same rendered contact form posted twice at once stores one lead and mails once`, async ({
    browser,
    baseURL,
  }) => {
    await withoutJs(browser, async (p) => {
      const email = freshEmail(`twice-${locale}`)
      await p.goto(contactPage[locale])
      await fillContact(p, locale, email)
      // What the browser would post for this form, twice: a double click, or a post resent by a reload.
      const fields = await form(p).evaluate((element: HTMLFormElement) =>
        [...new FormData(element)].map(([name, value]) => [
          name,
          typeof value === 'string' ? value : value.name,
        ]),
      )
      expect(fields.some(([name]) => name === 'submissionKey')).toBe(true)
      const body = new URLSearchParams(fields).toString()
      const posts = await Promise.all(
        [1, 2].map(() =>
          p.request.post(contactPage[locale], {
            data: body,
            headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseURL ?? '' },
            maxRedirects: 0,
          }),
        ),
      )
      expect(posts.map((answer) => answer.status())).toEqual([303, 303])
      expect(posts.map((answer) => answer.headers()['location'])).toEqual([
        `${contactPage[locale]}?sent=contact`,
        `${contactPage[locale]}?sent=contact`,
      ])
      await expect.poll(() => mailsTo(email)).toBe(1)
      expect(leadsOf(email)).toBe(1)
    })
  })

  test(`${locale}: without JS, a newsletter sign-up answers with a page that a reload does not post again`, async ({
    browser,
  }) => {
    await withoutJs(browser, async (p) => {
      const email = freshEmail(`prg-news-${locale}`)
      await p.goto(blocksPage[locale])
      await field(p, t.contactForm.labels.email(), newsletterName).fill(email)
      await form(p, newsletterName)
        .getByRole('checkbox', { name: /privacy/ })
        .check()
      await form(p, newsletterName)
        .getByRole('button', { name: t.contactForm.newsletterForm.submit() })
        .click()
      await expect(p).toHaveURL(
        new RegExp(`${blocksPage[locale]}\\?sent=${encodeURIComponent(newsletterName)}$`),
      )
      await expect(sentNotice(p, newsletterName)).toHaveText(t.contactForm.newsletterForm.sent())
      await expect(sentNotice(p, newsletterName)).toBeFocused()
      await p.reload()
      await expect(sentNotice(p, newsletterName)).toHaveText(t.contactForm.newsletterForm.sent())
      expect(leadsOf(email)).toBe(1)
    })
  })

  test(`${locale}: with JS the form answers in place as before, and a double click sends it once`, async ({
    page: p,
  }) => {
    const email = freshEmail(`js-twice-${locale}`)
    await p.goto(contactPage[locale])
    await expect.poll(() => form(p).evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true)
    await fillContact(p, locale, email)
    await form(p).getByRole('button', { name: t.contactForm.submit() }).dblclick()
    await expect(sentNotice(p)).toHaveText(t.contactForm.sent())
    await expect(p).toHaveURL(new RegExp(`${contactPage[locale]}$`))
    await expect.poll(() => mailsTo(email)).toBe(1)
    expect(leadsOf(email)).toBe(1)
  })
}
