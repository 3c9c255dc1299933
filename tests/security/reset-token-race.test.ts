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

// docs/security.md item 11: one reset token changed the password 8 times in parallel on PostgreSQL.
// The code and the reset token it buys are each spent by one atomic statement, so of 8
// parallel uses exactly one succeeds, and the password is the one that request set.

const auth = '/api/auth/v1'

describe.each<TestDialect>(['postgres', 'sqlite'])('a password reset used in parallel on %s', (dialect) => {
  let store: TestStore
  let api: TestApi
  beforeAll(async () => {
    store = await createTestStore(dialect)
    api = await startTestApi(store)
  })
  afterAll(async () => {
    await api?.close()
    await store?.drop()
  })

  it('accepts the same reset code once of 8 parallel checks', async () => {
    const email = `race-code-${dialect}@fast.test`
    expect((await call(api.url, 'POST', `${auth}/register`, registration(email))).status).toBe(201)
    expect((await call(api.url, 'POST', `${auth}/reset-password`, { email })).status).toBe(200)
    const code = await mailedResetCode(api, email)
    const checks = await Promise.all(
      Array.from({ length: 8 }, () => call(api.url, 'POST', `${auth}/check-reset-password`, { email, code })),
    )
    expect(checks.map((answer) => answer.status).sort()).toEqual([200, 400, 400, 400, 400, 400, 400, 400])
  })

  it('changes the password once of 8 parallel uses of one reset token', async () => {
    const email = `race-token-${dialect}@fast.test`
    expect((await call(api.url, 'POST', `${auth}/register`, registration(email))).status).toBe(201)
    expect((await call(api.url, 'POST', `${auth}/reset-password`, { email })).status).toBe(200)
    const code = await mailedResetCode(api, email)
    const checked = await call(api.url, 'POST', `${auth}/check-reset-password`, { email, code })
    expect(checked.status).toBe(200)
    const passwords = Array.from({ length: 8 }, (_, index) => `sauna-finlandese-${index}0`)
    const uses = await Promise.all(
      passwords.map((password) =>
        call(api.url, 'POST', `${auth}/change-password-reset`, { password }, { token: checked.token }),
      ),
    )
    const winners = passwords.filter((_, index) => uses[index]?.status === 200)
    expect(winners).toHaveLength(1)
    expect(uses.filter((answer) => answer.status === 401)).toHaveLength(7)
    const logins = await Promise.all(
      passwords.map(
        async (password) =>
          (await call(api.url, 'POST', `${auth}/login`, { username: email, password })).status,
      ),
    )
    expect(logins.filter((status) => status === 200)).toHaveLength(1)
    expect(logins[passwords.indexOf(winners[0] ?? '')]).toBe(200)
  })
})
