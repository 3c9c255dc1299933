import { type Page, expect, test } from '@playwright/test'
import { outboxMails, storedRow } from './outbox-mails'
import { journeySizes } from '#tools/testing/site-journeys'
import { journeyPairs } from './journey-pairs'

// Double opt-in (decision 051): signing up mails a link; opening it (as a mail scanner would)
// confirms nothing; the page's button confirms, the time is recorded, and the page says so; the
// same link again, an unknown one, and a cross-site post each get a clear answer. Both languages,
// with and without JS, at phone and desktop size: every pair of those once (journey-pairs.ts).

const cases = {
  it: {
    page: '/it/l/blocks',
    confirmPath: '/it/newsletter/conferma',
    signUp: 'Iscriviti',
    checkMail: 'Apri il link che contiene per confermare l’iscrizione',
    greeting: 'Ciao Marta,',
    heading: 'Conferma l’iscrizione alla newsletter',
    confirm: 'Conferma l’iscrizione',
    confirmed: 'Iscrizione confermata',
    used: 'Questo link è già stato usato',
    unknown: 'Questo link non è valido',
  },
  en: {
    page: '/en/l/blocks',
    confirmPath: '/en/newsletter/confirm',
    signUp: 'Sign up',
    checkMail: 'Open the link in it to confirm your subscription',
    greeting: 'Hello Marta,',
    heading: 'Confirm your newsletter subscription',
    confirm: 'Confirm my subscription',
    confirmed: 'Subscription confirmed',
    used: 'This link has already been used',
    unknown: 'This link is not valid',
  },
} as const

function newsletterForm(page: Page) {
  return page.locator('form[data-contact-form="id:newsletter-2026"]')
}

const subscription = (email: string) =>
  storedRow('SELECT confirmed_at FROM newsletter_subscriptions WHERE mailbox = ?', email)

/** The confirmation link mailed to `email`, as a path of this site. */
async function mailedLink(email: string): Promise<string> {
  let link = ''
  await expect
    .poll(
      async () => {
        const mail = (await outboxMails(email)).find((each) => /token=/.test(each.readable))
        const url = /https?:\/\/\S+?token=[A-Za-z0-9_-]{43}/.exec(mail?.readable ?? '')?.[0]
        link = url ? new URL(url).pathname + new URL(url).search : ''
        return link
      },
      { timeout: 30_000 },
    )
    .not.toBe('')
  return link
}

for (const javaScript of [true, false]) {
  test.describe(`${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript })
    for (const [locale, c] of Object.entries(cases)) {
      for (const { size } of journeyPairs(javaScript).filter((pair) => pair.locale === locale)) {
        const viewport = journeySizes[size]
        test(`${locale}, ${size}: sign up, open the mailed link, confirm, and the address is subscribed`, async ({
          page,
        }) => {
          // Its mail goes through the outbox worker: allow for a loaded machine.
          test.setTimeout(90_000)
          await page.setViewportSize(viewport)
          const email = `confirm-${locale}-${size}-${javaScript ? 'js' : 'nojs'}-${Date.now()}@example.com`
          await page.goto(c.page)
          if (javaScript)
            await expect
              .poll(() => newsletterForm(page).evaluate((form: HTMLFormElement) => form.noValidate))
              .toBe(true)
          const form = newsletterForm(page)
          await form.getByLabel(/^Email( \*)?$/).fill(email)
          await form.getByLabel(/^(Nome|First name)( \*)?$/).fill('Marta')
          await form.getByRole('checkbox', { name: /privacy/ }).check()
          await form.getByRole('button', { name: c.signUp }).click()
          await expect(page.getByRole('status').filter({ hasText: c.checkMail })).toBeVisible()
          expect(subscription(email)).toEqual({ confirmed_at: null })

          const link = await mailedLink(email)
          expect(link.startsWith(`${c.confirmPath}?token=`)).toBe(true)
          const [mail] = await outboxMails(email)
          expect(mail?.readable).toContain(c.greeting)

          // A mail scanner fetching the link confirms nothing.
          expect((await page.request.get(link)).status()).toBe(200)
          expect(subscription(email)).toEqual({ confirmed_at: null })

          await page.goto(link)
          await expect(page.getByRole('heading', { level: 1, name: c.heading })).toBeVisible()
          expect(subscription(email)).toEqual({ confirmed_at: null })
          await page.getByRole('button', { name: c.confirm }).click()
          await expect(page.getByRole('status').filter({ hasText: c.confirmed })).toBeVisible()
          if (javaScript)
            await expect(page.getByRole('status').filter({ hasText: c.confirmed })).toBeFocused()
          expect(subscription(email)?.confirmed_at).toMatch(/^\d{4}-\d\d-\d\dT/)

          await page.goto(link)
          await expect(page.getByRole('status').filter({ hasText: c.used })).toBeVisible()
          await expect(page.getByRole('button', { name: c.confirm })).toHaveCount(0)
        })
      }

      test(`${locale}: an unknown link gets a clear page, and a cross-site post confirms nothing`, async ({
        page,
      }) => {
        const unknown = await page.goto(`${c.confirmPath}?token=${'A'.repeat(43)}`)
        expect(unknown?.status()).toBe(404)
        await expect(page.getByRole('alert').filter({ hasText: c.unknown })).toBeVisible()
        const malformed = await page.goto(`${c.confirmPath}?token=%3Cscript%3E`)
        expect(malformed?.status()).toBe(404)
        await expect(page.getByRole('alert').filter({ hasText: c.unknown })).toBeVisible()
        const forged = await page.request.post(`${c.confirmPath}?token=${'A'.repeat(43)}`, {
          headers: { Origin: 'https://evil.example' },
          form: { token: 'A'.repeat(43) },
        })
        expect(forged.status()).toBe(403)
      })
    }
  })
}
