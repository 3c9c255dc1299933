import { randomBytes, randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRateLimits } from '#adapters/accounts/rate-limits.server'
import { call } from '#tests/faults/visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'
import { mailedResetCode } from './mailed-reset-code'

// docs/security.md item 10: ten wrong logins from anyone locked the right password out for 15 minutes,
// and ten reset steps locked reset for an hour. Now the attacker's address is throttled per
// account, and the owner, from another address, still gets in. Requests leave from two loopback
// addresses (Linux answers all of 127/8), as two visitors would. In Redis (several instances)
// the counts outlive a run, so each run takes its own addresses and emails.

const auth = '/api/auth/v1'
const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const run = randomBytes(4).toString('hex')
const loopback = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`
const attacker = loopback()
const owner = loopback()

describe.each(['memory', 'redis'])('an attacker guessing one account, limits in %s', (where) => {
  let store: TestStore
  let api: TestApi
  beforeAll(async () => {
    store = await createTestStore('sqlite')
    api = await startTestApi(store, {
      rateLimits: defaultRateLimits,
      ...(where === 'redis' ? { redisUrl } : {}),
    })
  })
  afterAll(async () => {
    await api?.close()
    await store?.drop()
  })

  it(
    'is throttled with Retry-After, while the owner still logs in from elsewhere',
    { timeout: 60_000 },
    async () => {
      const email = `owner-login-${where}-${run}@fast.test`
      expect(
        (await call(api.url, 'POST', `${auth}/register`, registration(email), { localAddress: owner }))
          .status,
      ).toBe(201)
      const statuses: number[] = []
      for (let attempt = 0; attempt < 11; attempt += 1)
        statuses.push(
          (
            await call(
              api.url,
              'POST',
              `${auth}/login`,
              { username: email, password: `wrong-password-${attempt}` },
              { localAddress: attacker },
            )
          ).status,
        )
      expect(statuses).toEqual([...Array<number>(10).fill(401), 429])
      const throttled = await call(
        api.url,
        'POST',
        `${auth}/login`,
        { username: email, password: 'pergola-di-alluminio' },
        { localAddress: attacker },
      )
      expect(throttled.status).toBe(429)
      const retryAfter = Number(throttled.headers['retry-after'])
      expect(retryAfter).toBeGreaterThan(0)
      expect(throttled.body).toMatchObject({
        message: 'TOO_MANY_REQUESTS',
        data: { retryAfterSeconds: retryAfter },
      })

      const own = await call(
        api.url,
        'POST',
        `${auth}/login`,
        { username: email, password: 'pergola-di-alluminio' },
        { localAddress: owner },
      )
      expect(own.status).toBe(200)
      expect(own.token).toBeTruthy()
    },
  )

  it('cannot block the owner from resetting the password', { timeout: 60_000 }, async () => {
    const email = `owner-reset-${where}-${run}@fast.test`
    expect(
      (await call(api.url, 'POST', `${auth}/register`, registration(email), { localAddress: owner })).status,
    ).toBe(201)
    const statuses: number[] = []
    for (let attempt = 0; attempt < 11; attempt += 1)
      statuses.push(
        (await call(api.url, 'POST', `${auth}/reset-password`, { email }, { localAddress: attacker })).status,
      )
    expect(statuses.slice(0, 10)).toEqual(Array<number>(10).fill(200))
    expect(statuses[10]).toBe(429)

    expect(
      (await call(api.url, 'POST', `${auth}/reset-password`, { email }, { localAddress: owner })).status,
    ).toBe(200)
    // One code mailed per code lifetime, whoever asked: the inbox is not bombed, and it works.
    const mails = await api.api.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', email)
      .execute()
    expect(mails).toHaveLength(1)
    const code = await mailedResetCode(api, email)
    const checked = await call(
      api.url,
      'POST',
      `${auth}/check-reset-password`,
      { email, code },
      { localAddress: owner },
    )
    expect(checked.status).toBe(200)
  })
})
