import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '#tests/faults/visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import {
  type TestApi,
  type TestDialect,
  type TestStore,
  createTestStore,
  startTestApi,
} from '#tools/testing/start-test-api'
import { mailedResetCode } from './mailed-reset-code'

// docs/security.md item 6: sessions issued in the same second as a password change or reset stayed
// alive (iat in whole seconds compared with `<`). An attacker logging in every 100 ms kept an
// 8-hour session after the victim's reset. The clock is frozen here, so every token and the
// change fall in one second, the case the old check let through.

const frozen = new Date('2026-06-01T10:00:00.250Z')
const auth = '/api/auth/v1'

describe.each<TestDialect>(['sqlite', 'postgres'])('sessions after a password change on %s', (dialect) => {
  let store: TestStore
  let api: TestApi
  beforeAll(async () => {
    store = await createTestStore(dialect)
    api = await startTestApi(store, { now: () => frozen })
  })
  afterAll(async () => {
    await api?.close()
    await store?.drop()
  })

  const login = async (email: string, password: string) => {
    const answer = await call(api.url, 'POST', `${auth}/login`, { username: email, password })
    expect(answer.status).toBe(200)
    if (!answer.token) throw new Error('no token')
    return answer.token
  }
  const me = async (token: string) =>
    (await call(api.url, 'GET', `${auth}/users/me`, undefined, { token })).status

  it('refuses every session issued before a reset, even in the same second, and a new login works', async () => {
    const email = `victim-reset-${dialect}@fast.test`
    expect((await call(api.url, 'POST', `${auth}/register`, registration(email))).status).toBe(201)
    const stolen: string[] = []
    for (let i = 0; i < 10; i += 1) stolen.push(await login(email, 'pergola-di-alluminio'))
    for (const token of stolen) expect(await me(token)).toBe(200)

    expect((await call(api.url, 'POST', `${auth}/reset-password`, { email })).status).toBe(200)
    const code = await mailedResetCode(api, email)
    const checked = await call(api.url, 'POST', `${auth}/check-reset-password`, { email, code })
    expect(checked.status).toBe(200)
    const reset = await call(
      api.url,
      'POST',
      `${auth}/change-password-reset`,
      { password: 'sauna-finlandese-9' },
      { token: checked.token },
    )
    expect(reset.status).toBe(200)

    const after = await Promise.all(stolen.map(me))
    expect(after).toEqual(stolen.map(() => 401))
    expect(await me(await login(email, 'sauna-finlandese-9'))).toBe(200)
  })

  it('refuses every session issued before a change of password, and keeps the one that changed it', async () => {
    const email = `victim-change-${dialect}@fast.test`
    expect((await call(api.url, 'POST', `${auth}/register`, registration(email))).status).toBe(201)
    const stolen: string[] = []
    for (let i = 0; i < 5; i += 1) stolen.push(await login(email, 'pergola-di-alluminio'))
    const own = await login(email, 'pergola-di-alluminio')
    const changed = await call(
      api.url,
      'POST',
      `${auth}/change-password`,
      { password: 'lettino-da-sole-2026', oldPassword: 'pergola-di-alluminio' },
      { token: own },
    )
    expect(changed.status).toBe(200)
    if (!changed.token) throw new Error('no fresh token')

    expect(await Promise.all([...stolen, own].map(me))).toEqual([...stolen, own].map(() => 401))
    expect(await me(changed.token)).toBe(200)
    expect(await me(await login(email, 'lettino-da-sole-2026'))).toBe(200)
  })
})
