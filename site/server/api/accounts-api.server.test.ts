import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type TestApi,
  type TestDialect,
  type TestStore,
  createTestStore,
  startTestApi,
} from '#tools/testing/start-test-api'
import { registration } from '#tools/testing/account-fixtures'

type Answer = {
  status: number
  body: { data: unknown; success: boolean; message: string }
  token: string | null
  headers: Headers
}

function client(base: () => string) {
  return async (method: string, path: string, body?: unknown, token?: string | null): Promise<Answer> => {
    const headers: Record<string, string> = {}
    if (body !== undefined) headers['content-type'] = 'application/json'
    if (token) headers.authorization = `Jwt ${token}`
    const response = await fetch(`${base()}/api/auth/v1${path}`, {
      method,
      headers,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    })
    const parsed: unknown = await response.json()
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      !('success' in parsed) ||
      !('message' in parsed) ||
      !('data' in parsed)
    )
      throw new Error(`Not an API answer: ${JSON.stringify(parsed)}`)
    const { data, success, message } = parsed
    if (typeof success !== 'boolean' || typeof message !== 'string') throw new Error('Not an API answer')
    return {
      status: response.status,
      body: { data, success, message },
      token: response.headers.get('jwt-access-token'),
      headers: response.headers,
    }
  }
}

async function outboxCode(api: TestApi, email: string): Promise<string> {
  const row = await api.api.database.db
    .selectFrom('mail_outbox')
    .select('text_body')
    .where('recipient', '=', email)
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow()
  const code = /: (\d{6})/.exec(row.text_body)?.[1]
  if (!code) throw new Error('No code in the mail')
  return code
}

describe.each<TestDialect>(['sqlite', 'postgres'])('the Account API on %s', (dialect) => {
  let store: TestStore
  let first: TestApi
  let second: TestApi
  let clock = Date.parse('2026-03-01T09:00:00Z')
  const call = client(() => first.url)
  const callSecond = client(() => second.url)

  beforeAll(async () => {
    store = await createTestStore(dialect)
    first = await startTestApi(store, { now: () => new Date(clock) })
    second = await startTestApi(store, { now: () => new Date(clock) })
  })
  afterAll(async () => {
    // Both instances close before the database is dropped, even when one fails to.
    await Promise.allSettled([first?.close(), second?.close()])
    await store?.drop()
  })

  it('registers with every field, logs in at once and gives the user without the hash', async () => {
    const registered = await call('POST', '/register', registration('anna@fast.test'))
    expect(registered.status).toBe(201)
    expect(registered.body).toMatchObject({
      success: true,
      message: 'User created successfully',
      data: { email: 'anna@fast.test', contactType: 'Architect', birthYear: 1980, newsletter: true },
    })
    expect(JSON.stringify(registered.body)).not.toContain('argon2')
    const me = await call('GET', '/users/me', undefined, registered.token)
    expect(me.status).toBe(200)
    expect(me.headers.get('cache-control')).toBe('no-store')
    expect(me.body.data).toEqual(registered.body.data)
  })

  it('refuses a second account for a taken email, whatever its case', async () => {
    const again = await call('POST', '/register', registration('ANNA@fast.test'))
    expect(again.status).toBe(409)
    expect(again.body).toEqual({ data: null, success: false, message: 'USER_ALREADY_EXISTS' })
  })

  it('gives exactly one user for 50 parallel registrations of one email', async () => {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', '/register', registration('race@fast.test'))),
    )
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1)
    expect(answers.filter((answer) => answer.body.message === 'USER_ALREADY_EXISTS')).toHaveLength(49)
    const rows = await first.api.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', 'race@fast.test')
      .execute()
    expect(rows).toHaveLength(1)
  })

  it('logs in with a token carrying exp and jti, and records a Log In activity', async () => {
    const login = await call('POST', '/login', {
      username: 'anna@fast.test',
      password: 'pergola-di-alluminio',
    })
    expect(login.status).toBe(200)
    expect(login.body.message).toBe('Logged in')
    const claims: unknown = JSON.parse(Buffer.from(login.token?.split('.')[1] ?? '', 'base64url').toString())
    expect(
      typeof claims === 'object' &&
        claims !== null &&
        'exp' in claims &&
        typeof claims.exp === 'number' &&
        'jti' in claims &&
        typeof claims.jti === 'string',
    ).toBe(true)
    const activities = await first.api.database.db
      .selectFrom('activities')
      .select('type')
      .where('type', '=', 'Log In')
      .execute()
    expect(activities.length).toBeGreaterThan(0)
  })

  it('answers a wrong password and an unknown email alike', async () => {
    const wrong = await call('POST', '/login', { username: 'anna@fast.test', password: 'not-the-password' })
    const unknown = await call('POST', '/login', {
      username: 'nobody@fast.test',
      password: 'not-the-password',
    })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(wrong.body).toEqual({ data: null, success: false, message: 'Invalid credentials' })
    expect(unknown.body).toEqual(wrong.body)
    expect(wrong.token).toBeNull()
  })

  it('answers a bad body with 400 and what was wrong, never echoing the password', async () => {
    const bad = await call('POST', '/register', {
      ...registration('bad@fast.test'),
      password: 'short',
      contactType: 'Astronaut',
      birthYear: 'soon',
    })
    expect(bad.status).toBe(400)
    expect(bad.body.message).toBe('Request not correct')
    const problems = JSON.stringify(bad.body.data)
    expect(problems).toContain('password: must be at least 8 characters')
    expect(problems).toContain('contactType')
    expect(problems).toContain('birthYear')
    const common = await call('POST', '/register', {
      ...registration('bad@fast.test'),
      password: 'Password123',
    })
    expect(JSON.stringify(common.body.data)).toContain('most common passwords')
  })

  it('refuses a birth year no registering person has, and a country code of no country, with 400', async () => {
    const future = await call('POST', '/register', { ...registration('future@fast.test'), birthYear: 2099 })
    expect(future.status).toBe(400)
    expect(JSON.stringify(future.body.data)).toContain(
      `birthYear: must be a year between 1900 and ${new Date().getUTCFullYear() - 16}`,
    )
    const nowhere = await call('POST', '/register', {
      ...registration('nowhere@fast.test'),
      countryCode: 'Italy',
    })
    expect(nowhere.status).toBe(400)
    expect(JSON.stringify(nowhere.body.data)).toContain('countryCode')
  })

  it('answers odd requests with 4xx, never 5xx', async () => {
    const url = `${first.url}/api/auth/v1/login`
    const odd: RequestInit[] = [
      { method: 'POST', headers: { 'content-type': 'text/plain' }, body: 'username=a' },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":' },
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"username":"${'x'.repeat(100_000)}"}`,
      },
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '['.repeat(5000) + ']'.repeat(5000),
      },
      { method: 'POST', headers: { 'content-type': 'application/json; charset=latin9' }, body: '{}' },
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from([0x7b, 0x22, 0xff, 0xfe, 0x22, 0x3a, 0x31, 0x7d]),
      },
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '"just a string"' },
    ]
    for (const [index, init] of odd.entries()) {
      const response = await fetch(url, init)
      expect(response.status, `odd request ${index}`).toBeGreaterThanOrEqual(400)
      expect(response.status).toBeLessThan(500)
      expect(await response.json()).toMatchObject({ success: false, message: 'Request not correct' })
    }
    const unknownRoute = await fetch(`${first.url}/api/auth/v1/nowhere`)
    expect(unknownRoute.status).toBe(404)
  })

  it('refuses a logged-out token on every call and on another instance sharing the store', async () => {
    const login = await call('POST', '/login', {
      username: 'anna@fast.test',
      password: 'pergola-di-alluminio',
    })
    expect((await callSecond('GET', '/users/me', undefined, login.token)).status).toBe(200)
    const logout = await call('POST', '/logout', {}, login.token)
    expect(logout.body).toEqual({ data: null, success: true, message: 'Logged out successfully' })
    const elsewhere = await callSecond('GET', '/users/me', undefined, login.token)
    expect(elsewhere.status).toBe(401)
    expect(elsewhere.body.success).toBe(false)
    expect((await call('POST', '/save-activity', {}, login.token)).status).toBe(401)
    expect((await call('GET', '/users/me')).body.message).toBe('No token, authorization denied')
  })

  it('records an activity with its defaults', async () => {
    const login = await call('POST', '/login', {
      username: 'anna@fast.test',
      password: 'pergola-di-alluminio',
    })
    const saved = await call('POST', '/save-activity', { note: 'catalogue' }, login.token)
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({
      success: true,
      message: 'Activity registered',
      data: { type: 'Log In', note: 'catalogue', date: new Date(clock).toISOString() },
    })
  })

  it('changes the password only with the old one, ends older sessions and keeps this one', async () => {
    await call('POST', '/register', registration('marco@fast.test'))
    const login = await call('POST', '/login', {
      username: 'marco@fast.test',
      password: 'pergola-di-alluminio',
    })
    const wrong = await call(
      'POST',
      '/change-password',
      { password: 'lettino-da-sole-2026', oldPassword: 'not-it' },
      login.token,
    )
    expect(wrong.status).toBe(400)
    expect(wrong.body.message).toBe('Incorrect password')
    clock += 2000
    const changed = await call(
      'POST',
      '/change-password',
      { password: 'lettino-da-sole-2026', oldPassword: 'pergola-di-alluminio' },
      login.token,
    )
    expect(changed.body).toMatchObject({ success: true, message: 'Password changed successfully' })
    expect((await call('GET', '/users/me', undefined, login.token)).status).toBe(401)
    expect((await call('GET', '/users/me', undefined, changed.token)).status).toBe(200)
    const mails = await first.api.database.db
      .selectFrom('mail_outbox')
      .select('subject')
      .where('recipient', '=', 'marco@fast.test')
      .execute()
    expect(mails.map((mail) => mail.subject)).toContain('Fast - La tua password è stata cambiata')
  })

  it('resets a password by a mailed code, answering alike for unknown emails', async () => {
    await call('POST', '/register', registration('giulia@fast.test'))
    const known = await call('POST', '/reset-password', { email: 'giulia@fast.test' })
    const unknown = await call('POST', '/reset-password', { email: 'nobody@fast.test' })
    expect(known.status).toBe(200)
    expect(known.body).toEqual({ data: null, success: true, message: 'RESET_REQUESTED_SUCCESSFULLY' })
    expect(unknown.body).toEqual(known.body)
    const code = await outboxCode(first, 'giulia@fast.test')

    const checked = await call('POST', '/check-reset-password', { code, email: 'giulia@fast.test' })
    expect(checked.body).toEqual({ data: null, success: true, message: 'CODE_VALID' })
    expect(checked.token).toBeTruthy()
    // Single use: the code is spent, and the reset token opens nothing else.
    expect(
      (await call('POST', '/check-reset-password', { code, email: 'giulia@fast.test' })).body.message,
    ).toBe('CODE_NOT_VALID')
    expect((await call('GET', '/users/me', undefined, checked.token)).status).toBe(401)
    expect((await call('POST', '/change-password-reset', { password: 'sauna-finlandese-9' })).status).toBe(
      401,
    )

    const reset = await call(
      'POST',
      '/change-password-reset',
      { password: 'sauna-finlandese-9', email: 'giulia@fast.test' },
      checked.token,
    )
    expect(reset.body).toEqual({ data: null, success: true, message: 'TOKEN_DELETED' })
    expect(
      (await call('POST', '/change-password-reset', { password: 'sauna-finlandese-10' }, checked.token))
        .status,
    ).toBe(401)
    expect(
      (await call('POST', '/login', { username: 'giulia@fast.test', password: 'sauna-finlandese-9' })).status,
    ).toBe(200)
  })

  it('voids a code after 5 wrong tries and when 10 minutes have passed', async () => {
    await call('POST', '/register', registration('luca@fast.test'))
    await call('POST', '/reset-password', { email: 'luca@fast.test' })
    const code = await outboxCode(first, 'luca@fast.test')
    const wrongCode = code === '000000' ? '000001' : '000000'
    for (let i = 0; i < 5; i += 1)
      expect(
        (await call('POST', '/check-reset-password', { code: wrongCode, email: 'luca@fast.test' })).body
          .message,
      ).toBe('CODE_NOT_VALID')
    expect(
      (await call('POST', '/check-reset-password', { code, email: 'luca@fast.test' })).body.message,
    ).toBe('CODE_NOT_VALID')

    await call('POST', '/reset-password', { email: 'luca@fast.test' })
    const fresh = await outboxCode(first, 'luca@fast.test')
    clock += 10 * 60_000 + 1000
    expect(
      (await call('POST', '/check-reset-password', { code: fresh, email: 'luca@fast.test' })).body.message,
    ).toBe('CODE_NOT_VALID')
  })
})
