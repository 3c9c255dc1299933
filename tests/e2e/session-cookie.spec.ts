import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import type { Page, Response } from '@playwright/test'
import { registration } from '#tools/testing/account-fixtures'
import { freePort } from '#tools/testing/free-port'
import { startServer } from '#tools/testing/start-server'
import type { RunningServer } from '#tools/testing/start-server'

// docs/security.md item 3: the session token was written to `document.cookie` by page script, so any
// script in the page could read it. The server now sets it HttpOnly; page scripts see only a hint
// of when the session ends. A restricted asset of the seed (entry 1602, 'Price list 2026'):
const restrictedAssetId = '181'

const freshEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`

/** Registers through the API as an API client would (no cookie: the header contract). */
async function registerByApi(page: Page, base: string, email: string, password: string) {
  const registered = await page.request.post(`${base}/api/auth/v1/register`, {
    data: { ...registration(email, password), locale: 'en' },
  })
  expect(registered.status()).toBe(201)
  await page.context().clearCookies()
}

/** Logs in with the header's login box and hands back the login call's answer. */
async function logInThroughTheHeader(page: Page, email: string, password: string): Promise<Response> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in to the reserved area' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(password)
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/v1/login'))
  await dialog.getByRole('button', { name: 'Log in' }).click()
  const login = await answered
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('link', { name: 'Reserved area' })).toBeVisible()
  return login
}

test('after a login no page script can read the token, and the reserved area still works', async ({
  page,
}) => {
  const email = freshEmail('cookie')
  const password = 'Doccia da esterno 2026'
  await registerByApi(page, '', email, password)
  await page.goto('/en')
  const login = await logInThroughTheHeader(page, email, password)

  // The answer gives the browser a cookie, never the token.
  expect(login.status()).toBe(200)
  expect(await login.headerValue('jwt-access-token')).toBeNull()
  const setCookie = (await login.headersArray()).filter(
    (header) => header.name.toLowerCase() === 'set-cookie',
  )
  const tokenLine = setCookie.find((header) => header.value.startsWith('fast_jwt='))?.value
  expect(tokenLine).toMatch(/; HttpOnly/)
  expect(tokenLine).toMatch(/; SameSite=Lax/)
  expect(tokenLine).toMatch(/; Path=\//)

  const cookies = await page.context().cookies()
  expect(cookies.find((cookie) => cookie.name === 'fast_jwt')).toMatchObject({
    httpOnly: true,
    sameSite: 'Lax',
  })
  const token = cookies.find((cookie) => cookie.name === 'fast_jwt')?.value ?? ''
  const seen = await page.evaluate(() => ({ cookie: document.cookie, storage: JSON.stringify(localStorage) }))
  expect(seen.cookie).not.toContain('fast_jwt')
  expect(seen.cookie).toContain('fast_session=')
  expect(seen.cookie).not.toContain(token)
  expect(seen.storage).not.toContain(token)

  // The account page, the gated download (a plain link: only the cookie goes) and logout.
  await page.getByRole('banner').getByRole('link', { name: 'Reserved area' }).click()
  await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
  await expect(page.getByText(email)).toBeVisible()
  await page.reload()
  await expect(page.getByText(email)).toBeVisible()
  const download = await page.evaluate(
    async (id) => (await fetch(`/api/downloads/${id}`)).status,
    restrictedAssetId,
  )
  expect(download).toBe(200)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .not.toContain('fast_jwt')
  const afterLogout = await page.evaluate(
    async (id) => (await fetch(`/api/downloads/${id}`)).status,
    restrictedAssetId,
  )
  expect(afterLogout).toBe(401)
})

test("a Log out pressed before the session's code has loaded logs out once it loads", async ({ page }) => {
  const email = freshEmail('early-logout')
  const password = 'Vasca in pietra 2026'
  await registerByApi(page, '', email, password)
  // As the browser's own login call: the answer sets the session and hint cookies in this context.
  const origin = test.info().project.use.baseURL ?? ''
  const login = await page.request.post('/api/auth/v1/login', {
    headers: { 'sec-fetch-site': 'same-origin', origin },
    data: { username: email, password },
  })
  expect(login.status()).toBe(200)
  // The session's code (machine, actors, decoders) is one chunk loaded with import(): held back,
  // the page is hydrated, shows the profile the server rendered, and has no machine yet.
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  let asked = false
  await page.route(/\/assets\/browser-session-[\w-]+\.js$/, async (route) => {
    asked = true
    await released
    await route.continue()
  })
  await page.goto('/en/account')
  await page.waitForFunction(() => 'dataLayer' in window)
  await expect(page.getByText(email)).toBeVisible()
  await expect.poll(() => asked).toBe(true)

  await page.getByRole('button', { name: 'Log out' }).click()
  release()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(page.getByText(email)).toHaveCount(0)
  await expect
    .poll(async () => (await page.context().cookies()).map((cookie) => cookie.name))
    .not.toContain('fast_jwt')
})

test('an API client keeps the jwt-access-token header and Authorization: Jwt', async ({ playwright }) => {
  const client = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  const email = freshEmail('client')
  const password = 'Cucina da esterno 77'
  try {
    expect(
      (
        await client.post('/api/auth/v1/register', {
          data: { ...registration(email, password), locale: 'en' },
        })
      ).status(),
    ).toBe(201)
    const login = await client.post('/api/auth/v1/login', { data: { username: email, password } })
    expect(login.status()).toBe(200)
    const token = login.headers()['jwt-access-token']
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    expect(login.headers()['set-cookie']).toBeUndefined()
    const me = await client.get('/api/auth/v1/users/me', { headers: { authorization: `Jwt ${token}` } })
    expect(await me.json()).toMatchObject({ success: true, data: { email } })
    const file = await client.get(`/api/downloads/${restrictedAssetId}`, {
      headers: { authorization: `Jwt ${token}` },
    })
    expect(file.status()).toBe(200)
  } finally {
    await client.dispose()
  }
})

test.describe('with an https PUBLIC_URL', () => {
  let server: RunningServer

  test.beforeAll(async () => {
    const port = await freePort()
    server = await startServer({
      port,
      env: {
        VAR_DIR: mkdtempSync(path.join(tmpdir(), 'e2e-session-cookie-')),
        PUBLIC_URL: `https://localhost:${port}`,
      },
    })
  })
  test.afterAll(async () => {
    await server?.stop()
  })

  test('the session cookie is __Host-fast_jwt, Secure, Path=/ and HttpOnly', async ({ page }) => {
    const email = freshEmail('secure')
    const password = 'Sauna in cedro 2026'
    await registerByApi(page, server.origin, email, password)
    const login = await page.request.post(`${server.origin}/api/auth/v1/login`, {
      headers: { 'sec-fetch-site': 'same-origin', origin: server.origin },
      data: { username: email, password },
    })
    expect(login.status()).toBe(200)
    const line = login
      .headersArray()
      .find(
        (header) => header.name.toLowerCase() === 'set-cookie' && header.value.startsWith('__Host-fast_jwt='),
      )
    expect(line?.value).toMatch(/; Path=\//)
    expect(line?.value).toMatch(/; HttpOnly/)
    expect(line?.value).toMatch(/; Secure/)
    expect(line?.value).toMatch(/; SameSite=Lax/)
    expect(line?.value).not.toMatch(/; Domain=/i)
  })

  test('Chromium keeps the __Host- cookie out of page scripts too', async ({ page }) => {
    const email = freshEmail('secure-browser')
    const password = 'Sauna in cedro 2026'
    await registerByApi(page, server.origin, email, password)
    await page.goto(`${server.origin}/en`)
    await logInThroughTheHeader(page, email, password)
    const cookie = (await page.context().cookies()).find((found) => found.name === '__Host-fast_jwt')
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })
    expect(await page.evaluate(() => document.cookie)).not.toContain('fast_jwt')
    await page.goto(`${server.origin}/en/account`)
    await expect(page.getByText(email)).toBeVisible()
  })
})
