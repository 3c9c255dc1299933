import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRateLimits } from '#adapters/accounts/rate-limits.server'
import { call } from '#tests/faults/visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

// docs/security.md item 5a: /register had no rate limit and ran argon2 on every request; 16 connections
// cut /en/products from 145 to 7 req/s. Registrations are limited per address, and argon2 runs
// at most two at a time, so the rest of the server keeps answering.

const auth = '/api/auth/v1'
const flooder = '127.0.0.4'
const neighbour = '127.0.0.5'

describe('a flood of registrations from one address', () => {
  let store: TestStore
  let api: TestApi
  beforeAll(async () => {
    store = await createTestStore('sqlite')
    api = await startTestApi(store, { rateLimits: defaultRateLimits })
  })
  afterAll(async () => {
    await api?.close()
    await store?.drop()
  })

  it(
    'is answered 429 after the limit while other requests and other addresses still get through',
    { timeout: 60_000 },
    async () => {
      const limit = defaultRateLimits.registerPerIp.points
      // 16 connections at once, each registering twice, as the load did.
      const flood = Promise.all(
        Array.from({ length: 16 }, async (_, connection) => {
          const statuses: number[] = []
          for (let round = 0; round < 2; round += 1)
            statuses.push(
              (
                await call(
                  api.url,
                  'POST',
                  `${auth}/register`,
                  registration(`flood-${connection}-${round}@fast.test`),
                  {
                    localAddress: flooder,
                  },
                )
              ).status,
            )
          return statuses
        }),
      )
      // Meanwhile a visitor's cheap request keeps answering quickly.
      const started = Date.now()
      const visitor = await call(api.url, 'GET', `${auth}/users/me`, undefined, { localAddress: neighbour })
      const visitorMs = Date.now() - started
      const statuses = (await flood).flat()
      expect(visitor.status).toBe(401)
      expect(visitorMs).toBeLessThan(1_000)
      expect(statuses.filter((status) => status === 201)).toHaveLength(limit)
      expect(statuses.filter((status) => status === 429)).toHaveLength(32 - limit)

      const refused = await call(api.url, 'POST', `${auth}/register`, registration('flood-late@fast.test'), {
        localAddress: flooder,
      })
      expect(refused.status).toBe(429)
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
      expect(refused.body).toMatchObject({ message: 'TOO_MANY_REQUESTS' })
      const other = await call(api.url, 'POST', `${auth}/register`, registration('neighbour@fast.test'), {
        localAddress: neighbour,
      })
      expect(other.status).toBe(201)
    },
  )
})
