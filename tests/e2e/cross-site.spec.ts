import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { SqliteDatabase } from '#adapters/accounts/sqlite-driver.server'
import { expect, test } from '@playwright/test'

// docs/security.md, in a real browser: a page on another site submits a form to ours. Chromium
// sends its own Sec-Fetch-Site and Origin; the site must refuse the post and mail nothing.

const evil = 'http://evil.example'

/** How many mails the server has queued for `recipient` (its default SQLite store). */
function mailsTo(recipient: string): number {
  const file = join(process.env['E2E_VAR_DIR'] ?? 'var', 'accounts.sqlite')
  if (!existsSync(file))
    throw new Error(`No accounts store at ${file}: run against the server Playwright starts`)
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true })
  try {
    const row: unknown = db
      .prepare('SELECT count(*) AS n FROM mail_outbox WHERE recipient = ?')
      .get(recipient)
    return typeof row === 'object' && row !== null && 'n' in row ? Number(row.n) : 0
  } finally {
    db.close()
  }
}

test('a form on another site that posts to the contact form gets a refusal in the visitor language, and mails nothing', async ({
  page,
  baseURL,
}) => {
  const victim = `victim-${Date.now()}@example.com`
  const fields = {
    firstName: 'Anna',
    lastName: 'Rossi',
    country: 'IT',
    email: victim,
    contactType: 'Architect',
    message: 'Your account is locked: log in at http://evil.example/login',
    privacy: 'on',
    locale: 'en',
    formType: 'contact',
  }
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join('')
  await page.route(`${evil}/**`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><body><form method="post" action="${baseURL}/api/forms/contact">${inputs}<button>Win a prize</button></form></body></html>`,
    }),
  )
  await page.goto(`${evil}/prize`)
  await page.getByRole('button', { name: 'Win a prize' }).click()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Request not accepted')
  expect(mailsTo(victim)).toBe(0)
})
