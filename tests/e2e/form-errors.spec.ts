import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { registerVisitor } from '#tests/a11y/audit-targets'
import { openHydrated, withoutJs } from '#tools/testing/site-journeys'

// WCAG 3.3.1, 4.1.3 and 2.4.3: every form submitted invalid with the keyboard says so in one alert
// (the shared ErrorSummary) and puts focus on its first invalid field, with JS; without JS the page
// the post lands on is titled with the error count and its summary links the first invalid field.
// Both languages.

const words = {
  it: {
    login: 'Accedi',
    loginPath: '/it/login',
    register: 'Registrati',
    registerPath: '/it/register',
    sendCode: 'Invia il codice',
    resetPath: '/it/reset-password',
    changePassword: 'Cambia password',
    changePasswordPath: '/it/cambio-password',
    contactPath: '/it/contatti',
    sendRequest: 'Invia la richiesta',
    newsletterPath: '/it/l/blocks',
    signUp: 'Iscriviti',
    summary: /^Controlla i campi segnalati: (\d+) da correggere$/,
    title: (count: number) => new RegExp(`^${count} ${count === 1 ? 'errore' : 'errori'} – `),
    anyTitle: /^\d+ error[ei] – /,
  },
  en: {
    login: 'Log in',
    loginPath: '/en/login',
    register: 'Register',
    registerPath: '/en/register',
    sendCode: 'Send the code',
    resetPath: '/en/reset-password',
    changePassword: 'Change password',
    changePasswordPath: '/en/change-password',
    contactPath: '/en/contact',
    sendRequest: 'Send the request',
    newsletterPath: '/en/l/blocks',
    signUp: 'Sign up',
    summary: /^Check the fields marked: (\d+) to fix$/,
    title: (count: number) => new RegExp(`^${count} ${count === 1 ? 'error' : 'errors'} – `),
    anyTitle: /^\d+ errors? – /,
  },
} as const
type Words = (typeof words)[keyof typeof words]

/** Presses the form's submit button from the keyboard. */
async function submitWithKeyboard(form: Locator, button: string): Promise<void> {
  await form.getByRole('button', { name: button, exact: true }).focus()
  await form.page().keyboard.press('Enter')
}

/** The alert says how many fields to fix and focus is on the first of them. */
async function expectSummaryAndFocus(form: Locator, w: Words): Promise<void> {
  await expect(form.getByRole('alert')).toHaveText(w.summary)
  await expect(form.locator('[aria-invalid="true"]').first()).toBeFocused()
}

/** The JS forms: where each is and how it is reached. */
const withJs: {
  name: string
  path: (w: Words) => string
  button: (w: Words) => string
  form: (page: Page, w: Words) => Locator | Promise<Locator>
  session?: boolean
}[] = [
  {
    name: 'the login page',
    path: (w) => w.loginPath,
    button: (w) => w.login,
    form: (page) => page.getByRole('main').locator('form'),
  },
  {
    name: 'the login dialog',
    path: (w) => w.loginPath.replace('/login', ''),
    button: (w) => w.login,
    form: async (page, w) => {
      await page.getByRole('banner').getByRole('button', { name: w.login }).focus()
      await page.keyboard.press('Enter')
      return page.getByRole('dialog').locator('form')
    },
  },
  {
    name: 'the register page (first try)',
    path: (w) => w.registerPath,
    button: (w) => w.register,
    form: (page) => page.getByRole('main').locator('form'),
  },
  {
    name: 'the reset password page',
    path: (w) => w.resetPath,
    button: (w) => w.sendCode,
    form: (page) => page.getByRole('main').locator('form'),
  },
  {
    name: 'the change password page',
    path: (w) => w.changePasswordPath,
    button: (w) => w.changePassword,
    form: (page) => page.getByRole('main').locator('form'),
    session: true,
  },
  {
    name: 'the contact form',
    path: (w) => w.contactPath,
    button: (w) => w.sendRequest,
    form: (page) => page.locator('form[data-contact-form="contact"]'),
  },
  {
    name: 'the newsletter form',
    path: (w) => w.newsletterPath,
    button: (w) => w.signUp,
    form: (page) => page.locator('form[data-contact-form="id:newsletter-2026"]'),
  },
]

/** The page a post without JS lands on: titled with the count, its summary linking the first field. */
async function expectNoJsAnswer(page: Page, form: Locator, w: Words, count?: number): Promise<void> {
  await expect(page).toHaveTitle(count === undefined ? w.anyTitle : w.title(count))
  const summary = form.getByRole('alert').getByRole('link')
  await expect(summary).toHaveText(w.summary)
  const first = form.locator('[aria-invalid="true"]').first()
  await expect(summary).toHaveAttribute('href', `#${(await first.getAttribute('id')) ?? ''}`)
  // Following the link with the keyboard puts the visitor in the field.
  await summary.focus()
  await page.keyboard.press('Enter')
  await expect(first).toBeFocused()
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale]

  test.describe(`${locale}: an invalid submit`, () => {
    for (const target of withJs) {
      test(`${target.name}, with JS: the alert counts the errors and focus is on the first`, async ({
        page,
        baseURL,
      }) => {
        if (target.session) await registerVisitor(page.request, baseURL ?? '', locale)
        await openHydrated(page, target.path(w))
        const form = await target.form(page, w)
        // The contact forms load their checks with their chunk: wait until React runs them.
        await expect.poll(() => form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true)
        await submitWithKeyboard(form, target.button(w))
        await expectSummaryAndFocus(form, w)
      })
    }

    test('the account forms without JS: the title counts the errors, the summary links the first field', async ({
      browser,
      baseURL,
    }) => {
      await withoutJs(
        browser,
        async (page) => {
          for (const [path, button] of [
            [w.loginPath, w.login],
            [w.registerPath, w.register],
            [w.resetPath, w.sendCode],
          ] as const) {
            await page.goto(path)
            const form = page.getByRole('main').locator('form')
            await submitWithKeyboard(form, button)
            await expectNoJsAnswer(page, form, w)
          }
          await page.goto(w.loginPath)
          await submitWithKeyboard(page.getByRole('main').locator('form'), w.login)
          await expect(page).toHaveTitle(w.title(2))
        },
        baseURL,
      )
    })

    test('the register form without JS: the privacy consent, the only error, is the field the summary links', async ({
      browser,
      baseURL,
    }) => {
      await withoutJs(
        browser,
        async (page) => {
          await page.goto(w.registerPath)
          const form = page.getByRole('main').locator('form')
          await form.locator('[name="firstName"]').fill('Giulia')
          await form.locator('[name="lastName"]').fill('Bianchi')
          await form.locator('[name="email"]').fill(`consent-${Date.now()}@example.com`)
          await form.locator('[name="password"]').fill('Terrazza sul lago 2026')
          await form.locator('[name="repeatPassword"]').fill('Terrazza sul lago 2026')
          await form.locator('[name="contactType"]').selectOption('Architect')
          await form.locator('[name="country"]').selectOption('DE')
          await submitWithKeyboard(form, w.register)
          await expectNoJsAnswer(page, form, w, 1)
          await expect(form.locator('[aria-invalid="true"]')).toHaveAttribute('name', 'privacy')
        },
        baseURL,
      )
    })

    test('the contact form without JS: "2 errors" in the title, the summary links the first field', async ({
      browser,
      baseURL,
    }) => {
      await withoutJs(
        browser,
        async (page) => {
          await page.goto(w.contactPath)
          const form = page.locator('form[data-contact-form="contact"]')
          // Filled so the browser's own checks pass (without JS they are the only ones before the
          // post); the email and the year fail the server's.
          await form.locator('[name="firstName"]').fill('Giulia')
          await form.locator('[name="lastName"]').fill('Bianchi')
          await form.locator('[name="email"]').fill('giulia@fast')
          await form.locator('[name="birthYear"]').fill('1850')
          await form.locator('[name="country"]').selectOption('DE')
          await form.locator('[name="contactType"]').selectOption('Architect')
          await form.locator('[name="message"]').fill('A spa terrace for a hotel in Munich: a quote, please.')
          await form.locator('[name="privacy"]').check()
          await submitWithKeyboard(form, w.sendRequest)
          await expectNoJsAnswer(page, form, w, 2)
        },
        baseURL,
      )
    })
  })
}
