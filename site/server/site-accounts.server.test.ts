import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Email } from '#schema/account/email'
import { Password } from '#schema/account/password'
import { Registration } from '#schema/account/registration'
import { decodeOrThrow } from '#schema/decode'
import { registration } from '#tools/testing/account-fixtures'
import {
  type TestApi,
  type TestStore,
  createTestStore,
  quietLog,
  startTestApi,
} from '#tools/testing/start-test-api'
import { createSiteAccounts } from './site-accounts.server'
import type { SiteAccounts } from './site-accounts.server'

// The reserved area's no-JS actions reach the accounts in-process (docs/decisions/019): the same
// outcomes, messages and session cookies as the API's routes, over a real SQLite store.
let store: TestStore
let test: TestApi
let accounts: SiteAccounts

const password = 'Lettino in alluminio 42'
const email = (tag: string) => decodeOrThrow(Email, `${tag}@fast.test`, 'the email')
const registered = (address: string) =>
  decodeOrThrow(Registration, registration(address, password), 'the registration')

/** A page request carrying the Set-Cookie lines a browser got, as its Cookie header. */
function requestWith(setCookie: readonly string[]): Request {
  const cookie = setCookie.map((line) => line.split(';')[0]).join('; ')
  return new Request('http://127.0.0.1/en/change-password', { headers: { cookie } })
}

async function mailedCode(address: string): Promise<string> {
  const row = await test.api.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('recipient', '=', address)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  const code = /: (\d{6})/.exec(row.text_body)?.[1]
  if (!code) throw new Error('No code in the mail')
  return code
}

beforeAll(async () => {
  store = await createTestStore('sqlite')
  test = await startTestApi(store)
  accounts = createSiteAccounts(test.api.accounts, test.api.deps.sessionCookie, {
    maintenance: false,
    log: quietLog,
  })('127.0.0.1')
})

afterAll(async () => {
  await test.close()
  await store.drop()
})

describe('the site accounts without JS', () => {
  it('registers with a session cookie, and refuses the same email again', async () => {
    const fields = registered('giulia@fast.test')
    const created = await accounts.register(fields)
    if (!created.ok) throw new Error(`refused: ${created.message}`)
    expect(created.setCookie.join('\n')).toMatch(/fast_jwt=.+HttpOnly/)
    expect((await accounts.visitorOf(requestWith(created.setCookie)))?.email).toBe('giulia@fast.test')
    expect(await accounts.register(fields)).toEqual({ ok: false, message: 'USER_ALREADY_EXISTS' })
  })

  it('resets a password with the mailed code: a wrong code is refused, the right one sets it once', async () => {
    await accounts.register(registered('marco@fast.test'))
    expect(await accounts.requestResetCode(email('marco'))).toEqual({ ok: true, setCookie: [] })
    // Unknown emails get the same answer (it must not tell who is registered).
    expect(await accounts.requestResetCode(email('nobody'))).toEqual({ ok: true, setCookie: [] })
    const code = await mailedCode('marco@fast.test')
    const wrong = code === '000000' ? '111111' : '000000'
    const next = decodeOrThrow(Password, 'Pergola in alluminio 77', 'the new password')
    expect(await accounts.resetWithCode({ email: email('marco'), code: wrong, password: next })).toEqual({
      ok: false,
      message: 'CODE_NOT_VALID',
    })
    expect(await accounts.resetWithCode({ email: email('marco'), code, password: next })).toEqual({
      ok: true,
      setCookie: [],
    })
    // Spent: the same code works no more.
    expect(await accounts.resetWithCode({ email: email('marco'), code, password: next })).toEqual({
      ok: false,
      message: 'CODE_NOT_VALID',
    })
    expect(await accounts.login({ username: 'marco@fast.test', password })).toMatchObject({ loggedIn: false })
    expect(await accounts.login({ username: 'marco@fast.test', password: next })).toMatchObject({
      loggedIn: true,
    })
  })

  it('changes the password of the cookie’s session, renews it, and ends the older session', async () => {
    const created = await accounts.register(registered('anna@fast.test'))
    if (!created.ok) throw new Error(`refused: ${created.message}`)
    const before = requestWith(created.setCookie)
    expect(
      await accounts.changePassword(before, {
        oldPassword: 'not the password 1',
        password: 'Sauna finlandese 2026',
      }),
    ).toEqual({ ok: false, message: 'Incorrect password' })
    const changed = await accounts.changePassword(before, {
      oldPassword: password,
      password: 'Sauna finlandese 2026',
    })
    if (!changed.ok) throw new Error(`refused: ${changed.message}`)
    expect((await accounts.visitorOf(requestWith(changed.setCookie)))?.email).toBe('anna@fast.test')
    expect(await accounts.visitorOf(before)).toBeNull()
    expect(
      await accounts.changePassword(before, {
        oldPassword: 'Sauna finlandese 2026',
        password: 'Tavolo 2026 da esterno',
      }),
    ).toEqual({ ok: false, message: 'Not authorized' })
  })

  it('refuses every step while the reserved area is under maintenance, as the API does', async () => {
    const closed = createSiteAccounts(test.api.accounts, test.api.deps.sessionCookie, {
      maintenance: true,
      log: quietLog,
    })('127.0.0.1')
    const maintenance = { ok: false, message: 'RESERVED_AREA_MAINTENANCE' }
    expect(await closed.register(registered('luca@fast.test'))).toEqual(maintenance)
    expect(await closed.requestResetCode(email('luca'))).toEqual(maintenance)
    expect(await closed.changePassword(requestWith([]), { oldPassword: password, password })).toEqual(
      maintenance,
    )
  })
})
