import { randomBytes, randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from '#tools/testing/account-fixtures'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { httpRequest } from '#tools/testing/http-request'
import { type TestStore, createTestStore } from '#tools/testing/start-test-api'

// Before decision 035, the page caches asked "is there a session cookie?" with a hand-written
// reader that trimmed U+00A0 and gave up at the first pair it could not decode, while the session
// reader (the `cookie` package) read the token after it. `\xa0fast_jwt=%; fast_jwt=<token>` was
// thus an anonymous visitor to the caches and a logged-in one to the loaders: the attacker's page,
// marked public, was stored and served to every anonymous visitor. Each run registers its own
// account from its own address (X-Forwarded-For, TRUST_PROXY=loopback), so a shared Redis keeps no
// counts.

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const run = randomBytes(4).toString('hex')
const address = () => `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`
const planted = ['/it', '/en/l/blocks?x=1', '/en/account', '/en/products?utm_source=planted']

describe.each([
  { deployment: 'SQLite', dialect: 'sqlite' as const, redis: false },
  { deployment: 'PostgreSQL + Redis', dialect: 'postgres' as const, redis: true },
])('a logged-in page planted in the page caches ($deployment)', ({ dialect, redis }) => {
  let store: TestStore
  let site: BuiltSite
  const email = `planter-${dialect}-${run}@fast.test`
  const firstName = `Planter${run}`
  const visitor = address()

  beforeAll(async () => {
    store = await createTestStore(dialect)
    site = await startBuiltSite({
      TRUST_PROXY: 'loopback',
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      ...(redis ? { REDIS_URL: redisUrl } : {}),
    })
  }, 120_000)
  afterAll(async () => {
    await site?.stop()
    await store?.drop()
  })

  /** The `fast_jwt=<value>` pair of a fresh registration's session cookie. */
  async function sessionPair(): Promise<string> {
    const registered = await fetch(`${site.url}/api/auth/v1/register`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sec-fetch-site': 'same-origin',
        'x-forwarded-for': visitor,
      },
      body: JSON.stringify({ ...registration(email), firstName }),
    })
    expect(registered.status).toBe(201)
    const pair = registered.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] ?? '')
      .find((line) => line.startsWith('fast_jwt='))
    if (!pair) throw new Error('the registration set no fast_jwt cookie')
    return pair
  }

  it(
    'never serves the attacker page to anonymous visitors, and answers the attacker privately',
    { timeout: 60_000 },
    async () => {
      const pair = await sessionPair()
      // The exact header of the report, sent as raw latin1 bytes (node:http keeps the U+00A0).
      const forged = `\xa0fast_jwt=%; ${pair}`
      const attacks = await Promise.all(
        planted.flatMap((path) =>
          Array.from({ length: 10 }, () =>
            httpRequest(`${site.url}${path}`, { headers: { cookie: forged, 'x-forwarded-for': visitor } }),
          ),
        ),
      )
      // The loaders do see the attacker (the session reader reads the token after the bad pair)...
      expect(attacks.some((answer) => answer.text.includes(email))).toBe(true)

      const anonymous = await Promise.all(
        planted.flatMap((path) =>
          Array.from({ length: 5 }, () =>
            httpRequest(`${site.url}${path}`, { headers: { 'x-forwarded-for': address() } }),
          ),
        ),
      )
      const leaks = anonymous.filter(
        (answer) => answer.text.includes(email) || answer.text.includes(firstName),
      )
      expect(leaks.length).toBe(0)
      // ...and every answer the attacker got is theirs alone, for any cache on the way too.
      for (const answer of attacks) expect(answer.headers['cache-control']).toMatch(/private|no-store/)
    },
  )

  it('never stores an answer marked private or no-store', async () => {
    // The reserved screens answer anonymous visitors `private, no-store`: kept nowhere.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        httpRequest(`${site.url}/en/login`, { headers: { 'x-forwarded-for': address() } }),
      ),
    )
    expect(answers.every((answer) => answer.status === 200)).toBe(true)
    for (const answer of answers) expect(answer.headers['cache-control']).toMatch(/private/)
    const again = await httpRequest(`${site.url}/en/login`, { headers: { 'x-forwarded-for': address() } })
    expect(again.headers['cache-control']).toMatch(/private/)
    expect(again.headers['x-html-cache']).not.toBe('hit')
  })
})
