import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from '#tools/testing/account-fixtures'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

// docs/security.md item 3: the session token was handed to page script (the `jwt-access-token` header,
// then `document.cookie`), so any script running in the page could read and send it away. Now a
// browser's session is an HttpOnly cookie the server sets; API clients keep the header.

const browser = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }
const apiClient = { 'content-type': 'application/json' }

/** The Set-Cookie line of `name`, or undefined. */
const setCookieOf = (response: Response, name: string) =>
  response.headers.getSetCookie().find((line) => line.startsWith(`${name}=`))

/** The `name=value` pairs of a response's Set-Cookie lines, as a Cookie header. */
const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

describe.each([
  { site: 'http://localhost:3107', token: 'fast_jwt', secure: false },
  { site: 'https://www.fast.test', token: '__Host-fast_jwt', secure: true },
])('the session cookie of a site at $site', ({ site, token, secure }) => {
  let store: TestStore
  let api: TestApi
  const password = 'pergola-di-alluminio'
  const email = `cookie-${secure ? 'https' : 'http'}-${Date.now()}@example.com`
  const call = (path: string, init: RequestInit) => fetch(`${api.url}/api/auth/v1${path}`, init)
  const login = (headers: Record<string, string>) =>
    call('/login', { method: 'POST', headers, body: JSON.stringify({ username: email, password }) })

  beforeAll(async () => {
    store = await createTestStore('sqlite')
    api = await startTestApi(store, { publicUrl: site })
  }, 120_000)
  afterAll(async () => {
    await api?.close()
    await store?.drop()
  })

  it('starts a browser registration as an HttpOnly, SameSite=Lax cookie and never shows it the token', async () => {
    const registered = await call('/register', {
      method: 'POST',
      headers: browser,
      body: JSON.stringify(registration(email, password)),
    })
    expect(registered.status).toBe(201)
    expect(registered.headers.get('jwt-access-token')).toBeNull()
    const line = setCookieOf(registered, token)
    expect(line).toMatch(/; HttpOnly/)
    expect(line).toMatch(/; SameSite=Lax/)
    expect(line).toMatch(/; Path=\//)
    expect(line).not.toMatch(/; Domain=/i)
    if (secure) expect(line).toMatch(/; Secure/)
    else expect(line).not.toMatch(/; Secure/)
    // Page scripts see only when the session ends: the hint holds no token.
    const hint = setCookieOf(registered, 'fast_session')
    expect(hint).toBeDefined()
    expect(hint).not.toMatch(/HttpOnly/)
    expect(hint?.split(';')[0]).not.toContain('.')
    expect((await call('/users/me', { headers: { cookie: cookiesOf(registered) } })).status).toBe(200)
  })

  it("gives a browser's login the cookie, never the token, and the cookie alone is the session", async () => {
    const loggedIn = await login({ ...browser, origin: site })
    expect(loggedIn.status).toBe(200)
    expect(loggedIn.headers.get('jwt-access-token')).toBeNull()
    expect(setCookieOf(loggedIn, token)).toMatch(/HttpOnly/)
    const me = await call('/users/me', { headers: { cookie: cookiesOf(loggedIn) } })
    expect(me.status).toBe(200)
    expect(await me.json()).toMatchObject({ data: { email } })
  })

  it('keeps the spec contract for API clients: the jwt-access-token header and Authorization: Jwt', async () => {
    const loggedIn = await login(apiClient)
    expect(loggedIn.status).toBe(200)
    expect(loggedIn.headers.getSetCookie()).toEqual([])
    const header = loggedIn.headers.get('jwt-access-token')
    expect(header).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    const me = await call('/users/me', { headers: { authorization: `Jwt ${header}` } })
    expect(me.status).toBe(200)
  })

  it('renews the cookie when a browser changes the password', async () => {
    const loggedIn = await login(browser)
    const changed = await call('/change-password', {
      method: 'POST',
      headers: { ...browser, cookie: cookiesOf(loggedIn) },
      body: JSON.stringify({ oldPassword: password, password }),
    })
    expect(changed.status).toBe(200)
    expect(changed.headers.get('jwt-access-token')).toBeNull()
    expect(setCookieOf(changed, token)).toMatch(/HttpOnly/)
    expect((await call('/users/me', { headers: { cookie: cookiesOf(changed) } })).status).toBe(200)
    // The session the change replaced is over.
    expect((await call('/users/me', { headers: { cookie: cookiesOf(loggedIn) } })).status).toBe(401)
  })

  it('ends a browser session on logout: the token is revoked and both cookies are cleared', async () => {
    const loggedIn = await login(browser)
    const cookie = cookiesOf(loggedIn)
    const loggedOut = await call('/logout', { method: 'POST', headers: { ...browser, cookie }, body: '{}' })
    expect(loggedOut.status).toBe(200)
    expect(setCookieOf(loggedOut, token)).toMatch(/Max-Age=0/)
    expect(setCookieOf(loggedOut, 'fast_session')).toMatch(/Max-Age=0/)
    expect((await call('/users/me', { headers: { cookie } })).status).toBe(401)
  })
})
