import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { maxWrongCodes, resetPasswordMachine } from '#machines/reset-password.machine'
import type { ModelEventLabel } from '#tools/testing/machine-names'
import { defineFlow } from './flow'
import type { FlowContext } from './flow'
import { mailedCodes } from './outbox'
import { registration } from '#tools/testing/account-fixtures'
import { desktopViewport, holdRequests } from './page-helpers'

// The reset password screen (/en/reset-password) for a user registered at the start of each path.
// The Account API calls are held until the step says how they end: most reach the real server
// (the code is read from the outbox, a wrong code is the server's own refusal); answers the server
// gives only in rare conditions (a refused request, an expired reset token) are given by the step.
type Held = Awaited<ReturnType<typeof holdRequests>>
const sessions = new WeakMap<Page, { calls: Held; email: string; mails: number }>()
const session = ({ page }: FlowContext) => {
  const found = sessions.get(page)
  if (!found) throw new Error('the reset flow has not started')
  return found
}
const password = 'Pergola in alluminio 77'
const refusal = { data: null, success: false, message: 'Request not correct' }
const button = (page: Page, name: string) => page.getByRole('main').getByRole('button', { name, exact: true })

async function latestCode(context: FlowContext): Promise<string> {
  const { email, mails } = session(context)
  let codes: string[] = []
  await expect
    .poll(async () => (codes = await mailedCodes(context.varDir, email)).length, { timeout: 15_000 })
    .toBeGreaterThanOrEqual(mails)
  return codes.at(-1) ?? ''
}

export const resetPasswordFlow = defineFlow({
  machine: resetPasswordMachine,
  where: 'the reset password screen /en/reset-password, for a freshly registered user',
  viewport: desktopViewport,
  // The machine counts wrong codes (the API voids a code at the fifth): so does the model.
  facts: {
    initial: { wrong: 0 },
    guards: { codeVoided: (facts: { wrong: number }) => facts.wrong + 1 >= maxWrongCodes },
    update: (facts, transition) => {
      if (transition.label === 'checkCode done [else]') return { wrong: facts.wrong + 1 }
      const forget: ModelEventLabel<typeof resetPasswordMachine>[] = [
        'REQUEST',
        'RESEND',
        'CHANGE_EMAIL',
        'checkCode done [codeVoided]',
      ]
      return forget.includes(transition.label) ? { wrong: 0 } : facts
    },
  },
  start: {
    does: 'Register a new user, then open /en/reset-password (a slow network: answers arrive when the step says)',
    run: async ({ page }) => {
      const email = `flow-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
      const registered = await page.request.post('/api/auth/v1/register', {
        data: { ...registration(email, password), locale: 'en' },
      })
      expect(registered.status()).toBe(201)
      await page.context().clearCookies()
      const calls = await holdRequests(
        page,
        /\/api\/auth\/v1\/(reset-password|check-reset-password|change-password-reset)$/,
      )
      sessions.set(page, { calls, email, mails: 0 })
      await page.goto('/en/reset-password')
      await page.waitForFunction(() => 'dataLayer' in window)
    },
  },
  events: {
    REQUEST: {
      does: 'Type the registered email and press “Send the code”',
      run: async (context) => {
        await context.page.getByLabel('Email').fill(session(context).email)
        await button(context.page, 'Send the code').click()
      },
    },
    'requestCode done [succeeded]': {
      does: 'Let the answer arrive (the code is mailed)',
      run: async (context) => {
        session(context).mails += 1
        await (await session(context).calls.latest()).release()
      },
    },
    'requestCode done [else]': {
      does: 'The server refuses the request (answered by the test: 400 “Request not correct”)',
      run: async (context) => (await session(context).calls.latest()).answer(400, refusal),
    },
    'requestCode error': {
      does: 'Cut the network for the request',
      run: async (context) => (await session(context).calls.latest()).fail(),
    },
    'always [resumesAtCode]': {
      does: 'A code was mailed (asked through the API), then the code step is reloaded: /en/reset-password?step=code&email=…',
      run: async (context) => {
        const { page } = context
        const asked = await page.request.post('/api/auth/v1/reset-password', {
          data: { email: session(context).email },
          headers: { Origin: new URL(page.url()).origin },
        })
        expect(asked.status()).toBe(200)
        session(context).mails += 1
        await page.goto(
          `/en/reset-password?${new URLSearchParams({ step: 'code', email: session(context).email })}`,
        )
        await page.waitForFunction(() => 'dataLayer' in window)
      },
    },
    CHECK: {
      does: 'Type the latest code mailed to the address (read it in the outbox) and press “Check the code”',
      run: async (context) => {
        await context.page.getByLabel('Code received by email').fill(await latestCode(context))
        await button(context.page, 'Check the code').click()
      },
    },
    RESEND: { does: 'Press “Send a new code”', run: ({ page }) => button(page, 'Send a new code').click() },
    CHANGE_EMAIL: {
      does: 'Press “Use another email”',
      run: ({ page }) => button(page, 'Use another email').click(),
    },
    'checkCode done [verifiedWithToken]': {
      does: 'Let the answer arrive (the code is right)',
      run: async (context) => (await session(context).calls.latest()).release(),
    },
    'checkCode done [else]': {
      does: 'Type a wrong code instead (000000): the server refuses it',
      run: async (context) => {
        const call = await session(context).calls.latest()
        await call.release({ postData: JSON.stringify({ email: session(context).email, code: '000000' }) })
      },
    },
    'checkCode done [codeVoided]': {
      does: 'Type a wrong code instead (000000), the fifth for this code: the server refuses it and voids the code',
      run: async (context) => {
        const call = await session(context).calls.latest()
        await call.release({ postData: JSON.stringify({ email: session(context).email, code: '000000' }) })
      },
    },
    'checkCode error': {
      does: 'Cut the network for the check',
      run: async (context) => (await session(context).calls.latest()).fail(),
    },
    'SET [passwordsMatch]': {
      does: 'Type a new password twice and press “Save the new password”',
      run: async ({ page }) => {
        await page.getByLabel('New password').fill('Vasca idromassaggio 31')
        await page.getByLabel('Repeat the password').fill('Vasca idromassaggio 31')
        await button(page, 'Save the new password').click()
      },
    },
    'SET [else]': {
      does: 'Type a new password and a different repeat, press “Save the new password”',
      run: async ({ page }) => {
        await page.getByLabel('New password').fill('Vasca idromassaggio 31')
        await page.getByLabel('Repeat the password').fill('something else entirely')
        await button(page, 'Save the new password').click()
      },
    },
    'setPassword done [succeeded]': {
      does: 'Let the answer arrive (the password is changed)',
      run: async (context) => (await session(context).calls.latest()).release(),
    },
    'setPassword done [isUnauthorized]': {
      does: 'The reset token has expired (answered by the test: 401, as after 15 minutes)',
      run: async (context) =>
        (await session(context).calls.latest()).answer(401, {
          data: null,
          success: false,
          message: 'Not authorized',
        }),
    },
    'setPassword done [else]': {
      does: 'The server refuses the new password (answered by the test: 400 “Request not correct”)',
      run: async (context) => (await session(context).calls.latest()).answer(400, refusal),
    },
    'setPassword error': {
      does: 'Cut the network for the save',
      run: async (context) => (await session(context).calls.latest()).fail(),
    },
  },
  states: {
    request: async ({ page }) => {
      await expect(page.getByLabel('Email')).toBeVisible()
      await expect(button(page, 'Send the code')).toBeVisible()
    },
    requesting: ({ page }) => expect(button(page, 'Sending…')).toBeVisible(),
    codeSent: async ({ page }) => {
      await expect(page.getByLabel('Code received by email')).toBeVisible()
      await expect(button(page, 'Check the code')).toBeVisible()
    },
    codeVoid: async ({ page }) => {
      await expect(page.getByRole('alert')).toContainText('That was the fifth wrong code')
      await expect(page.getByLabel('Code received by email')).toHaveCount(0)
      await expect(button(page, 'Send a new code')).toBeVisible()
      await expect(button(page, 'Use another email')).toBeVisible()
    },
    checking: ({ page }) => expect(button(page, 'Checking…')).toBeVisible(),
    verified: async ({ page }) => {
      await expect(page.getByLabel('New password')).toBeVisible()
      await expect(button(page, 'Save the new password')).toBeVisible()
    },
    setting: ({ page }) => expect(button(page, 'Saving…')).toBeVisible(),
    done: ({ page }) => expect(page.getByText('Your password has been successfully changed')).toBeVisible(),
  },
})
