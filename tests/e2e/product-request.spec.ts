import { type Page, expect, test } from '@playwright/test'
import { outboxMails, storedRow } from './outbox-mails'
import { journeySizes } from '#tools/testing/site-journeys'
import { journeyPairs } from './journey-pairs'

// A product page's "Ask for information" opens the contact page with the product
// (`?product=<slug>`); the page names it and starts the message with it, the lead records it, and
// the company's mail names the form and the product, uses its own labels and is answered to the
// visitor (Reply-To). A slug that is malformed or unknown is a contact page about nothing, and the
// server checks the posted product again (decision 050). With and without JS, both languages, at
// phone and desktop size: every pair of those once (journey-pairs.ts).

const cases = {
  it: {
    path: '/it/contatti',
    slug: 'lettino-onda',
    title: 'Lettino Onda',
    about: 'Richiesta su: Lettino Onda',
    words: {
      first: 'Nome',
      last: 'Cognome',
      email: 'Email',
      country: 'Paese',
      type: 'Sei',
      message: 'Il tuo messaggio',
    },
    submit: 'Invia la richiesta',
    sent: 'abbiamo ricevuto la tua richiesta',
  },
  en: {
    path: '/en/contact',
    slug: 'onda-sun-lounger',
    title: 'Onda sun lounger',
    about: 'Request about: Onda sun lounger',
    words: {
      first: 'First name',
      last: 'Last name',
      email: 'Email',
      country: 'Country',
      type: 'You are',
      message: 'Your message',
    },
    submit: 'Send the request',
    sent: 'we have received your request',
  },
} as const

function contactForm(page: Page) {
  return page.locator('form[data-contact-form="contact"]')
}

function field(page: Page, label: string) {
  return contactForm(page).getByLabel(new RegExp(`^${label}( \\*)?$`))
}

function uniqueEmail(tag: string): string {
  return `product-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
}

async function fillRequest(
  page: Page,
  words: Readonly<Record<'first' | 'last' | 'email' | 'country' | 'type', string>>,
  email: string,
): Promise<void> {
  await field(page, words.first).fill('Giulia')
  await field(page, words.last).fill('Bianchi')
  await field(page, words.email).fill(email)
  await field(page, words.country).selectOption('DE')
  await field(page, words.type).selectOption('Architect')
  await contactForm(page)
    .getByRole('checkbox', { name: /privacy/ })
    .check()
}

for (const javaScript of [true, false]) {
  test.describe(`${javaScript ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled: javaScript })
    for (const [locale, c] of Object.entries(cases)) {
      for (const { size } of journeyPairs(javaScript).filter((pair) => pair.locale === locale)) {
        const viewport = journeySizes[size]
        test(`${locale}, ${size}: the ask link prefills the form, the lead records the product, the mail answers the visitor`, async ({
          page,
        }) => {
          // Its mail goes through the outbox worker: allow for a loaded machine.
          test.setTimeout(90_000)
          await page.setViewportSize(viewport)
          await page.goto(`${c.path}?product=${c.slug}`)
          await expect(contactForm(page).getByText(c.about)).toBeVisible()
          await expect(field(page, c.words.message)).toHaveValue(new RegExp(c.title))
          if (javaScript)
            await expect
              .poll(() => contactForm(page).evaluate((form: HTMLFormElement) => form.noValidate))
              .toBe(true)
          const email = uniqueEmail(`${locale}-${size}-${javaScript ? 'js' : 'nojs'}`)
          await fillRequest(page, c.words, email)
          await contactForm(page).getByRole('button', { name: c.submit }).click()
          await expect(page.getByRole('status').filter({ hasText: c.sent })).toBeVisible()
          expect(storedRow('SELECT product, locale FROM leads WHERE email = ?', email)).toEqual({
            product: c.slug,
            locale,
          })
          await expect
            .poll(async () => (await outboxMails(`Email: ${email}`)).length, { timeout: 30_000 })
            .toBe(1)
          const [notice] = await outboxMails(`Email: ${email}`)
          expect(notice?.header('Reply-To')).toBe(email)
          expect(notice?.header('Subject')).toBe(
            `Richiesta su ${c.title} dal modulo "contact": Giulia Bianchi`,
          )
          expect(notice?.readable).toContain(`Prodotto: ${c.title} (${c.slug})`)
          expect(notice?.readable).toContain('Tipo di cliente: Architetto')
          expect(notice?.readable).not.toMatch(/^(Sei|Il tuo messaggio):/m)
        })
      }

      test(`${locale}: a malformed or unknown product is a contact page about nothing`, async ({ page }) => {
        for (const product of ['..%2F..%2Fetc', 'no-such-product', 'Lettino Onda', `${c.slug}%0d%0aBcc:x`]) {
          await page.goto(`${c.path}?product=${product}`)
          await expect(contactForm(page).getByRole('button', { name: c.submit })).toBeVisible()
          await expect(page.getByText(/^(Richiesta su|Request about):/)).toHaveCount(0)
          await expect(field(page, c.words.message)).toHaveValue('')
        }
      })
    }
  })
}

test('the server checks a posted product again: an unknown or malformed one is not recorded', async ({
  page,
  baseURL,
}) => {
  for (const product of ['no-such-product', '<script>', 'lettino-onda']) {
    const email = uniqueEmail('posted')
    const answer = await page.request.post('/it/contatti', {
      headers: { Origin: baseURL ?? '' },
      form: {
        locale: 'it',
        formType: 'contact',
        product,
        firstName: 'Giulia',
        lastName: 'Bianchi',
        email,
        country: 'IT',
        contactType: 'Architect',
        message: 'Una domanda.',
        privacy: 'on',
      },
    })
    expect(answer.status()).toBe(200)
    expect(storedRow('SELECT product FROM leads WHERE email = ?', email)).toEqual({
      product: product === 'lettino-onda' ? 'lettino-onda' : null,
    })
  }
})
