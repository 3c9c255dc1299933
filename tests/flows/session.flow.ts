import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { sessionMachine } from '#machines/session.machine'
import { sessionModelFacts } from '#tools/testing/session-model-facts'
import { defineFlow } from './flow'
import type { FlowContext } from './flow'
import { registration } from '#tools/testing/account-fixtures'
import { desktopViewport, holdRequests } from './page-helpers'
import { networkSettled } from '#tools/testing/page-settled'

// The session (spec 4) as the whole site runs it: logging in through the header's login box,
// registering on /en/register, the account, change password and logout screens. Every path has
// its own freshly registered account. The Account API calls the session makes are held, as on a
// slow network, until the step says how they end: most reach the real server; answers it gives only
// when it is broken (a 500) are given by the step. The page's clock is Playwright's, so “8 hours
// pass” is exact. A page load starts a new session machine: only the first step opens a page, every
// other move is a click in the same page.
type Held = Awaited<ReturnType<typeof holdRequests>>
type PathState = {
  email: string
  password: string
  /** Whether the first step opened the page (the machine runs from then on). */
  opened: boolean
  calls: { login: Held; register: Held; logout: Held; usersMe: Held }
  /** users/me requests the page made, and how many of them a step expected. */
  usersMe: { asked: number; expected: number }
}
const paths = new WeakMap<Page, PathState>()
const current = ({ page }: FlowContext) => {
  const found = paths.get(page)
  if (!found) throw new Error('the session flow has not started')
  return found
}

const account = '/api/auth/v1'
const serverError = { data: null, success: false, message: 'ERROR' }
const freshEmail = () => `session-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const main = (page: Page) => page.getByRole('main')
const header = (page: Page) => page.getByRole('banner')
const headerLogin = (page: Page) =>
  header(page).locator('button[aria-expanded]').filter({ hasText: 'Log in' })
const headerAccount = (page: Page) => header(page).getByRole('link', { name: 'Reserved area' })
const busyLabels = /^(Logging in…|Registering…|Logging out…)$/

/** The HttpOnly cookie holding the token (docs/security.md): the browser's, never the page's. */
async function sessionCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'fast_jwt')
}

/** The session hint the page reads: when the session ends, no token. */
async function sessionHint(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'fast_session')
}

/** When the hint says the session ends (ms), decoded as React Router's cookies encode it. */
function hintEnd(value: string): number {
  const decoded: unknown = JSON.parse(atob(decodeURIComponent(value)))
  if (typeof decoded !== 'number') throw new Error(`the session hint holds ${String(decoded)}`)
  return decoded
}

/**
 * The session is logged out by another request (another tab or device) carrying its cookie: the
 * server revokes the token, and this browser keeps a cookie that no longer works.
 */
async function revokeElsewhere(page: Page) {
  const answer = await page.request.post(`${account}/logout`, { data: {} })
  expect(answer.status()).toBe(200)
}

async function register(page: Page, email: string, password: string) {
  await page.getByLabel('First name').fill('Giulia')
  await page.getByLabel('Last name').fill('Bianchi')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: false }).first().fill(password)
  await page.getByLabel('Repeat the password').fill(password)
  await page.getByLabel('You are').selectOption('Architect')
  await page.getByLabel('Country', { exact: false }).first().selectOption('IT')
  await page.getByRole('checkbox', { name: /privacy policy/ }).check()
  await main(page).getByRole('button', { name: 'Register', exact: true }).click()
}

/** The account screen, reached by clicks: the header's Reserved area link once the user is known. */
async function openAccount(page: Page) {
  if (new URL(page.url()).pathname === '/en/account') return
  await headerAccount(page).click()
  await expect(page).toHaveURL(/\/en\/account$/)
}

/** The change password screen, from the account screen's link. */
async function openChangePassword(page: Page) {
  if (new URL(page.url()).pathname === '/en/change-password') return
  await openAccount(page)
  await main(page).getByRole('link', { name: 'Change password' }).click()
  await expect(page).toHaveURL(/\/en\/change-password$/)
}

async function changePassword(page: Page, from: string, to: string) {
  await page.getByLabel('Current password').fill(from)
  await page.getByLabel('New password').fill(to)
  await page.getByLabel('Repeat the password').fill(to)
  await main(page).getByRole('button', { name: 'Change password', exact: true }).click()
}

/** users/me was requested once more than the steps so far expected; it is now expected. */
async function expectUsersMeRequested(context: FlowContext) {
  const { usersMe } = current(context)
  await expect.poll(() => usersMe.asked, { message: 'a users/me request' }).toBeGreaterThan(usersMe.expected)
  usersMe.expected = usersMe.asked
}

/** No users/me request beyond those expected, once the step's requests are done (spec 4: only when missing). */
async function expectUsersMeNotRequested(context: FlowContext) {
  await networkSettled(context.page)
  const { usersMe } = current(context)
  expect(usersMe.asked, 'users/me requests').toBe(usersMe.expected)
}

export const sessionFlow = defineFlow({
  machine: sessionMachine,
  where:
    'the whole site in English: the header’s login box, /en/register, /en/account and /en/change-password (Account API calls held by the test, page clock installed)',
  viewport: desktopViewport,
  // The model test's facts: whether the user is loaded, for the guards on the session's context.
  facts: sessionModelFacts,
  excluded: {
    'session.loggedIn.loadingUser: UNAUTHORIZED':
      'only the change password form sends it, and the screens hide that form while the profile loads',
    'session.loggedIn.loadingUser: SESSION_RENEWED':
      'only the change password form sends it, and the screens hide that form while the profile loads',
    'session.loggedIn.loadingUser: LOGOUT':
      'a Log out pressed before the session’s code has loaded is replayed here (machines/session.machine.test.ts); once it has loaded, the account screen shows no Log out while the profile loads',
  },
  start: {
    does: 'Register a new account (Account API, from the test), in a new browser with no page of the site open yet (a slow network: answers arrive when the step says; the page clock is Playwright’s)',
    run: async ({ page }) => {
      const email = freshEmail()
      const password = 'Lettino in alluminio 42'
      const registered = await page.request.post(`${account}/register`, {
        data: { ...registration(email, password), locale: 'en' },
      })
      expect(registered.status()).toBe(201)
      await page.context().clearCookies()
      await page.clock.install()
      const usersMe = { asked: 0, expected: 0 }
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === `${account}/users/me`) usersMe.asked += 1
      })
      paths.set(page, {
        email,
        password,
        opened: false,
        usersMe,
        calls: {
          login: await holdRequests(page, /\/api\/auth\/v1\/login$/),
          register: await holdRequests(page, /\/api\/auth\/v1\/register$/),
          logout: await holdRequests(page, /\/api\/auth\/v1\/logout$/),
          usersMe: await holdRequests(page, /\/api\/auth\/v1\/users\/me$/),
        },
      })
    },
  },
  events: {
    'always [hasLiveSession]': {
      does: 'Log in on /en/login in a second tab, close it, then open /en/account in this one (the browser brings the session cookie)',
      run: async (context) => {
        const { page } = context
        const other = await page.context().newPage()
        await other.goto('/en/login')
        await other.waitForFunction(() => 'dataLayer' in window)
        await other.getByRole('main').getByLabel('Email').fill(current(context).email)
        await other.getByRole('main').getByLabel('Password').fill(current(context).password)
        await other.getByRole('main').getByRole('button', { name: 'Log in', exact: true }).click()
        await expect.poll(async () => (await sessionCookie(page)) !== undefined).toBe(true)
        await other.close()
        current(context).opened = true
        await page.goto('/en/account')
        await page.waitForFunction(() => 'dataLayer' in window)
      },
    },
    'always [else]': {
      does: 'No page open: open /en/account (the browser holds no session cookie). Else nothing to do: the session is live without a user, so it asks for users/me (checked on the network)',
      run: async (context) => {
        if (current(context).opened) return expectUsersMeRequested(context)
        current(context).opened = true
        await context.page.goto('/en/account')
        await context.page.waitForFunction(() => 'dataLayer' in window)
      },
    },
    'always [hasUser]': {
      does: 'Nothing to do: the user came with the answer, so users/me is not requested (checked on the network)',
      run: expectUsersMeNotRequested,
    },
    LOGIN: {
      does: 'Press the header’s “Log in” (unless its box is open), type the account’s email and password in the box, press “Log in”',
      run: async (context) => {
        const { page } = context
        const dialog = page.getByRole('dialog')
        if (!(await dialog.isVisible())) await headerLogin(page).click()
        await dialog.getByLabel('Email').fill(current(context).email)
        await dialog.getByLabel('Password').fill(current(context).password)
        await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
      },
    },
    'login done [loggedInBy]': {
      does: 'Let the answer arrive (the password is right)',
      run: async (context) => (await current(context).calls.login.latest()).release(),
    },
    'login done [else]': {
      does: 'Type a wrong password instead: the server refuses it (401 “Invalid credentials”)',
      run: async (context) => {
        const call = await current(context).calls.login.latest()
        await call.release({
          postData: JSON.stringify({ username: current(context).email, password: 'not the password 1' }),
        })
      },
    },
    'login error': {
      does: 'Cut the network for the login',
      run: async (context) => (await current(context).calls.login.latest()).fail(),
    },
    REGISTER: {
      does: 'Close the login box if open, follow “Register” (or stay on /en/register), fill in the form with a new email, press “Register”',
      run: async (context) => {
        const { page } = context
        if (await page.getByRole('dialog').isVisible()) await page.keyboard.press('Escape')
        if (new URL(page.url()).pathname !== '/en/register') {
          await main(page).locator('a[href="/en/register"]').first().click()
          await expect(page).toHaveURL(/\/en\/register$/)
        }
        await register(page, freshEmail(), current(context).password)
      },
    },
    'register done [loggedInBy]': {
      does: 'Let the answer arrive (the account is created and logged in)',
      run: async (context) => {
        const call = await current(context).calls.register.latest()
        const sent: unknown = JSON.parse(call.postData ?? '{}')
        if (typeof sent === 'object' && sent !== null && 'email' in sent && typeof sent.email === 'string')
          current(context).email = sent.email
        await call.release()
      },
    },
    'register done [else]': {
      does: 'Type the email of the account registered at the start instead: the server refuses it (409 “USER_ALREADY_EXISTS”)',
      run: async (context) => {
        const call = await current(context).calls.register.latest()
        const sent: unknown = JSON.parse(call.postData ?? '{}')
        if (typeof sent !== 'object' || sent === null) throw new Error('the registration sent no fields')
        await call.release({ postData: JSON.stringify({ ...sent, email: current(context).email }) })
      },
    },
    'register error': {
      does: 'Cut the network for the registration',
      run: async (context) => (await current(context).calls.register.latest()).fail(),
    },
    'fetchUser done [succeeded]': {
      does: 'Let the users/me answer arrive',
      run: async (context) => (await current(context).calls.usersMe.latest()).release(),
    },
    'fetchUser done [isUnauthorized]': {
      does: 'Log the session out from another request (POST /logout with its cookie), then let users/me reach the server (401)',
      run: async (context) => {
        const call = await current(context).calls.usersMe.latest()
        await revokeElsewhere(context.page)
        await call.release()
      },
    },
    'fetchUser done [else]': {
      does: 'The server fails (answered by the test: 500 “ERROR”, as when its database is down)',
      run: async (context) => (await current(context).calls.usersMe.latest()).answer(500, serverError),
    },
    'fetchUser error': {
      does: 'Cut the network for users/me',
      run: async (context) => (await current(context).calls.usersMe.latest()).fail(),
    },
    'FETCH_USER [needsUser]': {
      does: 'Open the account screen again: its “Change password” link, then the header’s “Reserved area” link (the page was rendered for the user, so the link is there while the session has no user; users/me is requested)',
      run: async (context) => {
        const { page } = context
        await openChangePassword(page)
        await headerAccount(page).click()
        await expect(page).toHaveURL(/\/en\/account$/)
        await expectUsersMeRequested(context)
      },
    },
    LOGOUT: {
      does: 'Open the account screen and press “Log out”',
      run: async ({ page }) => {
        await openAccount(page)
        await main(page).getByRole('button', { name: 'Log out', exact: true }).click()
      },
    },
    'logout done [succeeded]': {
      does: 'Let the logout answer arrive',
      run: async (context) => (await current(context).calls.logout.latest()).release(),
    },
    'logout done [isUnauthorized]': {
      does: 'Log the session out from another request first (POST /logout with its cookie), then let this logout reach the server (401)',
      run: async (context) => {
        const call = await current(context).calls.logout.latest()
        await revokeElsewhere(context.page)
        await call.release()
      },
    },
    'logout done [else]': {
      does: 'The server fails (answered by the test: 500 “ERROR”, as when its database is down)',
      run: async (context) => (await current(context).calls.logout.latest()).answer(500, serverError),
    },
    'logout error': {
      does: 'Cut the network for the logout',
      run: async (context) => (await current(context).calls.logout.latest()).fail(),
    },
    UNAUTHORIZED: {
      does: 'Log the session out from another request (POST /logout with its cookie), then open “Change password” and change it: the server answers 401',
      run: async (context) => {
        const { page } = context
        await revokeElsewhere(page)
        await openChangePassword(page)
        await changePassword(page, current(context).password, 'Sauna finlandese 2026')
      },
    },
    SESSION_RENEWED: {
      does: 'Open “Change password”, type the current password and a new one twice, press “Change password” (the server renews the session cookie)',
      run: async (context) => {
        const { page } = context
        const next = `Tavolo da esterno ${Math.floor(Math.random() * 1e6)}`
        await openChangePassword(page)
        await changePassword(page, current(context).password, next)
        await expect(main(page).getByRole('status')).toHaveText(/Password changed successfully/)
        current(context).password = next
      },
    },
    'after untilExpiry': {
      does: 'Leave the page open until the session’s 8 hours have passed (the page clock jumps 8 hours and 1 minute)',
      run: ({ page }) => page.clock.fastForward('08:01:00'),
    },
  },
  states: {
    starting: ({ page }) => expect(page).toHaveURL('about:blank'),
    // The hint is gone (the server clears both cookies on logout; the page drops the hint after a
    // 401 or the session's end, the dead token cookie is harmless).
    loggedOut: async ({ page }) => {
      await expect
        .poll(async () => (await sessionHint(page)) === undefined, { message: 'no fast_session' })
        .toBe(true)
      await expect(headerLogin(page)).toBeVisible()
    },
    'loggedOut.idle': async ({ page }) => {
      await expect(page.getByRole('button', { name: busyLabels })).toHaveCount(0)
      const forms = page.locator('main, [role="dialog"]')
      await expect(forms.getByRole('button', { name: /^(Log in|Register)$/ }).first()).toBeVisible()
    },
    'loggedOut.loggingIn': ({ page }) =>
      expect(page.getByRole('dialog').getByRole('button', { name: 'Logging in…' })).toBeVisible(),
    'loggedOut.registering': ({ page }) =>
      expect(main(page).getByRole('button', { name: 'Registering…' })).toBeVisible(),
    loggedIn: async ({ page }) => {
      await expect
        .poll(async () => (await sessionHint(page)) !== undefined, { message: 'fast_session' })
        .toBe(true)
      await expect(page.getByRole('dialog')).toHaveCount(0)
    },
    // docs/security.md: the token is an HttpOnly, SameSite=Lax cookie page scripts cannot read; the hint
    // they read ends with it.
    'loggedIn.checkingUser': async ({ page }) => {
      const cookie = await sessionCookie(page)
      const hint = await sessionHint(page)
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
      expect(hint?.httpOnly).toBe(false)
      // The header says whole seconds and Chromium stores its own fraction of one (a run measured
      // 1.01 s apart): the two must end together to within two seconds, not to the millisecond.
      expect(Math.abs((cookie?.expires ?? 0) - hintEnd(hint?.value ?? '') / 1000)).toBeLessThan(2)
      expect(await page.evaluate(() => document.cookie)).not.toContain('fast_jwt')
    },
    // spec 4, 6: the page was rendered for the user the server found behind the cookie, so while
    // users/me confirms it the header shows the account link (no "Log in" flash) and no login form.
    'loggedIn.loadingUser': async ({ page }) => {
      await expect(headerAccount(page)).toBeVisible()
      await expect(headerLogin(page)).toHaveCount(0)
      await expect(main(page).locator('form[data-form="login"]')).toHaveCount(0)
    },
    'loggedIn.idle': async ({ page }) => {
      await expect(page.getByRole('button', { name: busyLabels })).toHaveCount(0)
      await expect(main(page).getByText('Loading your profile…')).toHaveCount(0)
      await expect(main(page).locator('form[data-form="login"]')).toHaveCount(0)
    },
    'loggedIn.loggingOut': ({ page }) =>
      expect(main(page).getByRole('button', { name: 'Logging out…' })).toBeVisible(),
  },
})
