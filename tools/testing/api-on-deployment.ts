import { randomInt } from 'node:crypto'
import { afterAll, beforeAll } from 'vitest'
import {
  type TestApi,
  type TestDialect,
  type TestStore,
  createTestStore,
  startTestApi,
} from './start-test-api'

/** Where the limits' counts live: this process's memory, or Redis shared by instances. */
export type LimitsIn = 'memory' | 'redis'

/**
 * The two deployments every burst replay runs on: SQLite with in-memory limits, and PostgreSQL
 * with Redis, as several instances run. For `describe.each`.
 */
export const burstDeployments: [TestDialect, LimitsIn][] = [
  ['sqlite', 'memory'],
  ['postgres', 'redis'],
]

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'

/**
 * A loopback address of its own for a visitor or an attacker (Linux answers all of 127/8), so
 * each one meets its own per-address limits. Redis keeps counts between runs: take a new one.
 */
export const randomLoopback = (): string =>
  `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(2, 255)}`

/**
 * A fresh store and the API over it for the tests of one `describe`, on one deployment, started
 * before them and stopped after; `options` go to `startTestApi`. Read `api` and `store` inside
 * the tests.
 *
 * @example
 * describe.each(burstDeployments)('… on %s, limits in %s', (dialect, limitsIn) => {
 *   const running = apiOnDeployment(dialect, limitsIn, { rateLimits: defaultRateLimits })
 *   it('…', async () => { await call(running.api.url, 'POST', …) })
 * })
 */
export function apiOnDeployment(
  dialect: TestDialect,
  limitsIn: LimitsIn,
  options: Omit<Parameters<typeof startTestApi>[1], 'redisUrl'> = {},
): { readonly api: TestApi; readonly store: TestStore } {
  let store: TestStore | undefined
  let api: TestApi | undefined
  beforeAll(async () => {
    store = await createTestStore(dialect)
    api = await startTestApi(store, { ...options, ...(limitsIn === 'redis' ? { redisUrl } : {}) })
  })
  afterAll(async () => {
    await api?.close()
    await store?.drop()
  })
  return {
    get api() {
      if (!api) throw new Error('The API is not started yet: read it inside a test')
      return api
    },
    get store() {
      if (!store) throw new Error('The store is not made yet: read it inside a test')
      return store
    },
  }
}
