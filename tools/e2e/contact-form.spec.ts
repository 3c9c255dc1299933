import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SqliteDatabase } from '#adapters/accounts/sqlite-driver.server'
import { expect, test, type Page } from '@playwright/test'

// The seed's "Every block" landing page holds a fieldForm block (formType contact), drawn by
// the shared <ContactForm> (renderers/contact-form).
const page = { en: '/en/l/blocks', it: '/it/l/blocks' } as const

/** The lead stored for `email`, read from the server's SQLite file (the default store). */
function storedLead(email: string): { form: string; first_name: string; country: string } | undefined {
  const file = join(process.env['E2E_VAR_DIR'] ?? 'var', 'accounts.sqlite')
  if (!existsSync(file))
    throw new Error(`No accounts store at ${file}: run against the server Playwright starts`)
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true })
  try {
    const row: unknown = db.prepare('SELECT form, first_name, country FROM leads WHERE email = ?').get(email)
    if (typeof row !== 'object' || row === null) return undefined
    const { form, first_name, country } = Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, String(value)]),
    )
    return form && first_name && country ? { form, first_name, country } : undefined
  } finally {
    db.close()
  }
}

function form(p: Page) {
  return p.locator('form[data-contact-form="contact"]')
}

/** Fills the required fields as a visitor would, by their labels. */
async function fillValid(
  p: Page,
  email: string,
  labels: { first: string; last: string; email: string; country: string; type: string; message: string },
) {
  const f = form(p)
  await f.getByLabel(labels.first).fill('Giulia')
  await f.getByLabel(labels.last).fill('Bianchi')
  await f.getByLabel(labels.email).fill(email)
  await f.getByLabel(labels.country).selectOption('DE')
  await f.getByLabel(labels.type).selectOption('Architect')
  await f
    .getByLabel(labels.message)
    .fill('We are planning a spa terrace for a hotel in Munich: could you send us a quote?')
  await f.getByRole('checkbox', { name: /privacy/ }).check()
}

const en = {
  first: 'First name',
  last: 'Last name',
  email: 'Email',
  country: 'Country',
  type: 'You are',
  message: 'Your message',
}

test.describe('the contact form', () => {
  test('shows each problem next to its field, in English on the English page', async ({ page: p }) => {
    const errors: string[] = []
    p.on('pageerror', (error) => errors.push(String(error)))
    p.on('console', (message) => (message.type() === 'error' ? errors.push(message.text()) : undefined))
    await p.goto(page.en)
    await expect(form(p)).toBeVisible()
    await form(p).getByRole('button', { name: 'Send the request' }).click()
    const first = form(p).getByLabel('First name')
    await expect(first).toHaveAttribute('aria-invalid', 'true')
    await expect(first).toHaveAccessibleDescription('Fill in this field')
    await expect(first).toBeFocused()
    await expect(form(p).getByRole('checkbox', { name: /privacy/ })).toHaveAccessibleDescription(
      'Accept the privacy policy to send the request',
    )
    await expect(form(p).getByRole('alert')).toContainText('Check the fields marked: 7 to fix')
    await form(p).getByLabel('Email').fill('giulia@')
    await form(p).getByRole('button', { name: 'Send the request' }).click()
    await expect(form(p).getByLabel('Email')).toHaveAccessibleDescription('Enter a valid email address')
    // Hydration kept the server's markup (country names differ between Node's and Chromium's Intl).
    expect(errors).toEqual([])
  })

  test('shows the problems in Italian on the Italian page', async ({ page: p }) => {
    await p.goto(page.it)
    await form(p).getByRole('button', { name: 'Invia la richiesta' }).click()
    await expect(form(p).getByRole('textbox', { name: 'Nome', exact: true })).toHaveAccessibleDescription(
      'Compila questo campo',
    )
    await expect(form(p).getByRole('alert')).toContainText('Controlla i campi segnalati')
  })

  test('sends a valid request with JS, says so and stores it', async ({ page: p }) => {
    const email = `js-${Date.now()}@fast.test`
    await p.goto(page.en)
    await fillValid(p, email, en)
    await form(p).getByRole('button', { name: 'Send the request' }).click()
    await expect(p.locator('[data-contact-form="contact"]').getByRole('status')).toContainText(
      'we have received your request',
    )
    expect(storedLead(email)).toEqual({ form: 'contact', first_name: 'Giulia', country: 'DE' })
  })

  test('works without JS: the post comes back to the page with the success', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const p = await context.newPage()
    const email = `nojs-${Date.now()}@fast.test`
    await p.goto(page.en)
    await fillValid(p, email, en)
    await form(p).getByRole('button', { name: 'Send the request' }).click()
    await expect(p).toHaveURL(/\/en\/l\/blocks\?contactFormSent=contact$/)
    await expect(p.locator('[data-contact-form="contact"]').getByRole('status')).toContainText(
      'we have received your request',
    )
    expect(storedLead(email)).toMatchObject({ form: 'contact' })
    await context.close()
  })

  test('without JS, a request to correct comes back with the problems and what was typed', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const p = await context.newPage()
    await p.goto(page.en)
    await fillValid(p, `nojs-fix-${Date.now()}@fast.test`, en)
    await form(p).getByLabel('Country').selectOption('IT')
    await form(p).getByLabel('Province').fill('Atlantis')
    await form(p).getByRole('button', { name: 'Send the request' }).click()
    await expect(p.getByRole('alert')).toContainText('Some fields need a fix')
    await expect(p.getByLabel('Province')).toHaveAccessibleDescription('Choose a province from the list')
    await expect(p.getByLabel('Province')).toHaveValue('Atlantis')
    await expect(p.getByLabel(/First name/)).toHaveValue('Giulia')
    await expect(p.getByLabel(/Your message/)).toHaveValue(/spa terrace/)
    await p.getByLabel('Province').fill('Vicenza')
    await p.getByRole('button', { name: 'Send the request' }).click()
    await expect(p).toHaveURL(/\/en\/l\/blocks\?contactFormSent=contact$/)
    await context.close()
  })
})
