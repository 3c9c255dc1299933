import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { translationsFor } from '#site/i18n/translations'
import { freePort } from '#tools/testing/free-port'
import { startServer } from '#tools/testing/start-server'
import type { RunningServer } from '#tools/testing/start-server'

// spec §7.1: RESERVED_AREA_MAINTENANCE=1 — the screens show the maintenance notice, the API 503.
// This needs a server of its own, started with that variable.
let server: RunningServer

test.beforeAll(async () => {
  const varDir = mkdtempSync(path.join(tmpdir(), 'e2e-maintenance-'))
  server = await startServer({
    port: await freePort(),
    env: { VAR_DIR: varDir, RESERVED_AREA_MAINTENANCE: '1' },
  })
})

test.afterAll(async () => {
  await server.stop()
})

test('under maintenance the reserved-area screens show the notice and the API answers 503', async ({
  page,
}) => {
  await page.goto(`${server.origin}/en/login`)
  await expect(page.getByRole('main').getByRole('status')).toHaveText(
    'The reserved area is under maintenance: it will be back shortly',
  )
  await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toHaveCount(0)

  await page.goto(`${server.origin}/it/register`)
  await expect(page.getByRole('main').getByRole('status')).toContainText('manutenzione')

  const answer = await page.request.post(`${server.origin}/api/auth/v1/login`, {
    data: { username: 'someone@example.com', password: 'whatever-long' },
  })
  expect(answer.status()).toBe(503)
  expect(await answer.json()).toMatchObject({ success: false, message: 'RESERVED_AREA_MAINTENANCE' })
})

for (const locale of ['it', 'en'] as const) {
  test(`${locale}: under maintenance the header's login box shows the notice instead of the form`, async ({
    page,
  }) => {
    const t = translationsFor(locale)
    await page.goto(`${server.origin}/${locale}`)
    await page.waitForFunction(() => 'dataLayer' in window)
    await page.getByRole('banner').getByRole('button', { name: t.chrome.login(), exact: true }).click()
    const dialog = page.getByRole('dialog', { name: t.chrome.loginTitle() })
    await expect(dialog.getByRole('status')).toHaveText(t.messages.RESERVED_AREA_MAINTENANCE())
    await expect(dialog.locator('form[data-form="login"]')).toHaveCount(0)
    await page.screenshot({ path: `test-results/maintenance/${locale}-login-box.png` })
  })
}
