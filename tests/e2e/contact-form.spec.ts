import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SqliteDatabase } from '#adapters/accounts/sqlite-driver.server'
import { type Page, expect, test } from '@playwright/test'
import { withoutJs } from '#tools/testing/site-journeys'

// The contact page of each language holds a fieldForm block (formType contact); the seed's
// "Every block" landing page holds the newsletter form (fieldFormID newsletter-2026). Both post
// to their own page, whose action answers with the page (decision 006). Every post a test makes
// counts against the forms' per-address limit (10 in 10 minutes, shared by this whole run): keep
// the posts that reach the server few.
const contactPage = { en: '/en/contact', it: '/it/contatti' } as const
const blocksPage = { en: '/en/l/blocks', it: '/it/l/blocks' } as const

const words = {
  en: {
    menu: 'Main navigation',
    link: 'Contact',
    heading: 'Contact us',
    first: 'First name',
    last: 'Last name',
    email: 'Email',
    country: 'Country',
    birthYear: 'Birth year',
    badYear: 'Enter a year between 1900 and 2100',
    type: 'You are',
    message: 'Your message',
    submit: 'Send the request',
    sent: 'we have received your request',
    required: 'Fill in this field',
    badEmail: 'Enter a valid email address',
    privacy: 'Accept the privacy policy to send the request',
    summary: 'Check the fields marked',
    tooLarge: 'The request is too long to be read',
    signUp: 'Sign up',
    signedUp: 'Open the link in it to confirm your subscription',
    spa: 'Spa and wellness',
  },
  it: {
    menu: 'Navigazione principale',
    link: 'Contatti',
    heading: 'Contatti',
    first: 'Nome',
    last: 'Cognome',
    email: 'Email',
    country: 'Paese',
    birthYear: 'Anno di nascita',
    badYear: 'Inserisci un anno tra il 1900 e il 2100',
    type: 'Sei',
    message: 'Il tuo messaggio',
    submit: 'Invia la richiesta',
    sent: 'abbiamo ricevuto la tua richiesta',
    required: 'Compila questo campo',
    badEmail: 'Inserisci un indirizzo email valido',
    privacy: "Accetta l'informativa sulla privacy per inviare la richiesta",
    summary: 'Controlla i campi segnalati',
    tooLarge: 'La richiesta è troppo lunga per essere letta',
    signUp: 'Iscriviti',
    signedUp: 'Apri il link che contiene per confermare l’iscrizione',
    spa: 'Spa e benessere',
  },
} as const
type Words = (typeof words)[keyof typeof words]

/** The lead stored for `email`, read from the server's SQLite file (the default store). */
function storedLead(email: string): Record<string, string> | undefined {
  const file = join(process.env['E2E_VAR_DIR'] ?? 'var', 'accounts.sqlite')
  if (!existsSync(file))
    throw new Error(`No accounts store at ${file}: run against the server Playwright starts`)
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true })
  try {
    const row: unknown = db
      .prepare('SELECT form, first_name, country, locale, newsletter, message FROM leads WHERE email = ?')
      .get(email)
    if (typeof row !== 'object' || row === null) return undefined
    return Object.fromEntries(Object.entries(row).map(([key, value]) => [key, String(value)]))
  } finally {
    db.close()
  }
}

function contactForm(p: Page) {
  return p.locator('form[data-contact-form="contact"]')
}

/**
 * Waits until React runs the form: its chunk loads after the page, and until then a click posts
 * the plain HTML form (which works too, but is what the no-JS tests walk). Once hydrated the form
 * turns off the browser's own checks.
 */
async function formHydrated(p: Page, name = 'contact'): Promise<void> {
  await expect
    .poll(() =>
      p.locator(`form[data-contact-form="${name}"]`).evaluate((form: HTMLFormElement) => form.noValidate),
    )
    .toBe(true)
}

/** A control by its label's words, whatever the required mark after them. */
function labelled(label: string): RegExp {
  return new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`)
}

function field(p: Page, label: string) {
  return contactForm(p).getByLabel(labelled(label))
}

/** Fills the required fields as a visitor would, by their labels. */
async function fillValid(p: Page, email: string, w: Words) {
  await field(p, w.first).fill('Giulia')
  await field(p, w.last).fill('Bianchi')
  await field(p, w.email).fill(email)
  await field(p, w.country).selectOption('DE')
  await field(p, w.type).selectOption('Architect')
  await field(p, w.message).fill(
    'We are planning a spa terrace for a hotel in Munich: could you send us a quote?',
  )
  await contactForm(p)
    .getByRole('checkbox', { name: /privacy/ })
    .check()
}

/** The site's chrome around the answer: the header's menu and the footer, in the page's language. */
async function expectInLayout(p: Page, w: Words) {
  await expect(p.getByRole('navigation', { name: w.menu }).first()).toBeAttached()
  await expect(p.getByRole('contentinfo')).toBeVisible()
  await expect(p.getByRole('heading', { level: 1, name: w.heading })).toBeVisible()
}

for (const locale of ['en', 'it'] as const) {
  const w = words[locale]

  test.describe(`the contact page (${locale})`, () => {
    test('is linked from the main menu and the footer, and asks for nothing that is missing', async ({
      page: p,
    }) => {
      const failed: string[] = []
      p.on('response', (response) => {
        if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`)
      })
      // A prefetch the click supersedes is aborted by the browser: that is not a missing resource.
      p.on('requestfailed', (request) => {
        if (request.failure()?.errorText !== 'net::ERR_ABORTED') failed.push(`failed ${request.url()}`)
      })
      await p.goto(`/${locale}`)
      const footerLink = p.getByRole('contentinfo').getByRole('link', { name: w.link, exact: true })
      await expect(footerLink).toHaveAttribute('href', contactPage[locale])
      await p
        .getByRole('navigation', { name: w.menu })
        .first()
        .getByRole('link', { name: w.link, exact: true })
        .click()
      await expect(p).toHaveURL(contactPage[locale])
      await expect(p.getByRole('heading', { level: 1, name: w.heading })).toBeVisible()
      await expect(contactForm(p)).toBeVisible()
      await p.waitForLoadState('networkidle')
      expect(failed).toEqual([])
    })

    test('with JS, shows each problem once beside its field before anything is sent', async ({ page: p }) => {
      const errors: string[] = []
      p.on('pageerror', (error) => errors.push(String(error)))
      p.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined))
      await p.goto(contactPage[locale])
      await formHydrated(p)
      await contactForm(p).getByRole('button', { name: w.submit }).click()
      const first = field(p, w.first)
      await expect(first).toHaveAttribute('aria-invalid', 'true')
      await expect(first).toHaveAccessibleDescription(w.required)
      await expect(first).toBeFocused()
      await expect(contactForm(p).getByRole('checkbox', { name: /privacy/ })).toHaveAccessibleDescription(
        w.privacy,
      )
      await expect(contactForm(p).getByRole('alert')).toContainText(w.summary)
      await field(p, w.email).fill('giulia@')
      await contactForm(p).getByRole('button', { name: w.submit }).click()
      await expect(field(p, w.email)).toHaveAccessibleDescription(w.badEmail)
      await expect(contactForm(p).getByText(w.badEmail)).toHaveCount(1)
      // Hydration kept the server's markup (country names differ between Node's and Chromium's Intl).
      expect(errors).toEqual([])
    })

    test('without JS, a request to correct comes back in the layout with its problems and what was typed', async ({
      browser,
    }) => {
      await withoutJs(browser, async (p) => {
        await p.goto(contactPage[locale])
        await fillValid(p, `nojs-fix-${locale}-${Date.now()}@fast.test`, w)
        // Both pass the browser's own checks (no JS: they are the only ones) and fail the server's.
        await field(p, w.email).fill('giulia@fast')
        await field(p, w.birthYear).fill('1850')
        const [answer] = await Promise.all([
          p.waitForResponse((response) => response.request().method() === 'POST'),
          contactForm(p).getByRole('button', { name: w.submit }).click(),
        ])
        expect(answer.status()).toBe(400)
        await expect(p).toHaveURL(contactPage[locale])
        await expectInLayout(p, w)
        await expect(contactForm(p).getByRole('alert')).toContainText(w.summary)
        await expect(field(p, w.birthYear)).toHaveAccessibleDescription(w.badYear)
        await expect(field(p, w.email)).toHaveAccessibleDescription(w.badEmail)
        await expect(p.getByText(w.badEmail)).toHaveCount(1)
        await expect(field(p, w.birthYear)).toHaveValue('1850')
        await expect(field(p, w.email)).toHaveValue('giulia@fast')
        await expect(field(p, w.first)).toHaveValue('Giulia')
        await expect(field(p, w.country)).toHaveValue('DE')
        await expect(field(p, w.type)).toHaveValue('Architect')
        await expect(field(p, w.message)).toHaveValue(/spa terrace/)
        await expect(contactForm(p).getByRole('checkbox', { name: /privacy/ })).toBeChecked()
      })
    })

    test('without JS, a 1 MB post gets the page with a clear error, not JSON', async ({ browser }) => {
      await withoutJs(browser, async (p) => {
        await p.goto(contactPage[locale])
        await fillValid(p, `big-${Date.now()}@fast.test`, w)
        // A browser without JS still sends whatever the textarea holds; the maxlength is a hint.
        await field(p, w.message).evaluate((element) => {
          element.removeAttribute('maxlength')
          if (element instanceof HTMLTextAreaElement) element.value = 'x'.repeat(1024 * 1024)
        })
        const [answer] = await Promise.all([
          p.waitForResponse((response) => response.request().method() === 'POST'),
          contactForm(p).getByRole('button', { name: w.submit }).click(),
        ])
        expect(answer.status()).toBe(413)
        expect(answer.headers()['content-type']).toContain('text/html')
        await expectInLayout(p, w)
        await expect(contactForm(p).getByRole('alert')).toContainText(w.tooLarge)
      })
    })
  })
}

test.describe('sending a contact request', () => {
  test('with JS, on the English page: the page says so in place and stores it', async ({ page: p }) => {
    const email = `js-${Date.now()}@fast.test`
    await p.goto(contactPage.en)
    await formHydrated(p)
    await fillValid(p, email, words.en)
    await contactForm(p).getByRole('button', { name: words.en.submit }).click()
    await expect(p.locator('[data-contact-form="contact"]').getByRole('status')).toContainText(words.en.sent)
    await expect(p).toHaveURL(contactPage.en)
    expect(storedLead(email)).toMatchObject({
      form: 'contact',
      first_name: 'Giulia',
      country: 'DE',
      locale: 'en',
    })
  })

  test('without JS, on the Italian page: the page comes back in its layout with the success', async ({
    browser,
  }) => {
    await withoutJs(browser, async (p) => {
      const email = `nojs-${Date.now()}@fast.test`
      await p.goto(contactPage.it)
      await fillValid(p, email, words.it)
      await contactForm(p).getByRole('button', { name: words.it.submit }).click()
      // The post answers 303 to the page saying the form was sent (decision 038).
      await expect(p).toHaveURL(`${contactPage.it}?sent=contact`)
      await expectInLayout(p, words.it)
      await expect(p.locator('[data-contact-form="contact"]').getByRole('status')).toContainText(
        words.it.sent,
      )
      expect(storedLead(email)).toMatchObject({ form: 'contact', locale: 'it' })
    })
  })
})

test.describe('the newsletter form', () => {
  function newsletter(p: Page) {
    return p.locator('form[data-contact-form="id:newsletter-2026"]')
  }

  test('asks only what a newsletter needs, and signs up with JS (English)', async ({ page: p }) => {
    const email = `news-js-${Date.now()}@fast.test`
    await p.goto(blocksPage.en)
    await formHydrated(p, 'id:newsletter-2026')
    const form = newsletter(p)
    await expect(form.getByLabel(labelled('Email'))).toBeVisible()
    for (const absent of ['Last name', 'Country', 'You are', 'Your message'])
      await expect(form.getByLabel(labelled(absent))).toHaveCount(0)
    await form.getByLabel(labelled('Email')).fill(email)
    await form.getByLabel(labelled('First name')).fill('Marta')
    await form.getByRole('checkbox', { name: words.en.spa }).check()
    await form.getByRole('checkbox', { name: /privacy/ }).check()
    await form.getByRole('button', { name: words.en.signUp }).click()
    await expect(p.locator('[data-contact-form="id:newsletter-2026"]').getByRole('status')).toContainText(
      words.en.signedUp,
    )
    expect(storedLead(email)).toMatchObject({
      form: 'id:newsletter-2026',
      newsletter: '1',
      message: 'spaWellness',
    })
  })

  test('without JS (Italian): a wrong address comes back with the values, then signs up', async ({
    browser,
  }) => {
    await withoutJs(browser, async (p) => {
      const email = `news-nojs-${Date.now()}@fast.test`
      await p.goto(blocksPage.it)
      // The browser takes it (no JS: its checks are the only ones before the post); the server does not.
      await newsletter(p).getByLabel(labelled('Email')).fill('marta@fast')
      await newsletter(p).getByRole('checkbox', { name: words.it.spa }).check()
      await newsletter(p)
        .getByRole('checkbox', { name: /privacy/ })
        .check()
      await newsletter(p).getByRole('button', { name: words.it.signUp }).click()
      // The landing layout (no menu): the same page again, in Italian.
      await expect(p.getByRole('heading', { level: 1, name: 'Tutti i blocchi del sito' })).toBeVisible()
      await expect(p.locator('html')).toHaveAttribute('lang', /^it/)
      await expect(newsletter(p).getByLabel(labelled('Email'))).toHaveAccessibleDescription(words.it.badEmail)
      await expect(newsletter(p).getByLabel(labelled('Email'))).toHaveValue('marta@fast')
      await expect(newsletter(p).getByRole('checkbox', { name: words.it.spa })).toBeChecked()
      await expect(newsletter(p).getByRole('checkbox', { name: /privacy/ })).toBeChecked()
      await newsletter(p).getByLabel(labelled('Email')).fill(email)
      await newsletter(p).getByRole('button', { name: words.it.signUp }).click()
      await expect(p.locator('[data-contact-form="id:newsletter-2026"]').getByRole('status')).toContainText(
        words.it.signedUp,
      )
      expect(storedLead(email)).toMatchObject({
        form: 'id:newsletter-2026',
        locale: 'it',
        message: 'spaWellness',
      })
    })
  })
})

test('a form on another site that posts to the contact page is refused by the same cross-site guard', async ({
  page: p,
  baseURL,
}) => {
  const email = `cross-${Date.now()}@example.com`
  const fields = {
    firstName: 'Anna',
    lastName: 'Rossi',
    country: 'IT',
    email,
    contactType: 'Architect',
    message: 'Your account is locked: log in at http://evil.example/login',
    privacy: 'on',
    formType: 'contact',
  }
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('')
  await p.route('http://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><form method="post" action="${baseURL}${contactPage.en}">${inputs}<button>Win a prize</button></form></body></html>`,
    }),
  )
  await p.goto('http://evil.example/prize')
  const [answer] = await Promise.all([
    p.waitForResponse((response) => response.request().method() === 'POST'),
    p.getByRole('button', { name: 'Win a prize' }).click(),
  ])
  expect(answer.status()).toBe(403)
  expect(storedLead(email)).toBeUndefined()
})
