import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import {
  createRunCounter,
  oddBody,
  oddHeaders,
  oddMethod,
  oddQuery,
  oddSegment,
  sendRaw,
} from '#tools/testing/http-fuzz'
import {
  type Accounts,
  authEndpoints,
  authProperty,
  registerAccounts,
  tokenOf,
} from '#tools/testing/fuzz-accounts'
import {
  type FuzzEndpoint,
  expectContractAnswer,
  expectNo5xx,
  expectRunsOfTable,
  runsOf,
} from '#tools/testing/fuzz-plan'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

// The fuzz suite (tools/testing/http-fuzz.ts): the Account API's endpoints behind a token, and paths and methods it does not have,
// under random input on SQLite. The run counts are in api-fuzz-plan.ts.
const rows = [
  ['POST /api/auth/v1/logout', authEndpoints.logout],
  ['GET /api/auth/v1/users/me', authEndpoints['users/me']],
  ['POST /api/auth/v1/save-activity', authEndpoints['save-activity']],
  ['POST /api/auth/v1/change-password', authEndpoints['change-password']],
  ['POST /api/auth/v1/change-password-reset', authEndpoints['change-password-reset']],
] as const satisfies ReadonlyArray<readonly [FuzzEndpoint, unknown]>
const other: FuzzEndpoint = 'ANY /api/auth/<other path or method>'

const runs = createRunCounter()
let store: TestStore
let api: TestApi
let accounts: Accounts

beforeAll(async () => {
  store = await createTestStore('sqlite')
  api = await startTestApi(store)
  accounts = await registerAccounts(api)
})

afterAll(async () => {
  await api?.close()
  await store?.drop()
  expectRunsOfTable(runs, [...rows.map(([name]) => name), other])
})

describe('the Account API behind a token under random input (SQLite)', () => {
  for (const [name, endpoint] of rows) {
    it(`answers ${name} without a 5xx, in the answer shape, whatever it is sent`, async () => {
      await fc.assert(authProperty(api, accounts, endpoint, runs, name), runsOf(name))
    }, 60_000)
  }

  it('answers other paths and methods under /api/auth with the answer shape, never a 5xx', async () => {
    const known = Object.values(authEndpoints).map((endpoint) => `v1${endpoint.path}`)
    const path = fc.oneof(
      fc.constantFrom(...known).map((route) => `/api/auth/${route}`),
      fc
        .array(fc.oneof(oddSegment, fc.constantFrom('v1', 'v2', 'users', 'me', 'login')), { maxLength: 4 })
        .map((segments) => `/api/auth/${segments.join('/')}`),
      fc.constantFrom('/api/auth', '/api/auth/', '/api/auth/v1', '/api/auth/v1/', '/api/auth//v1//login'),
    )
    await fc.assert(
      fc.asyncProperty(
        oddMethod,
        path,
        oddQuery(),
        oddHeaders,
        fc.boolean(),
        oddBody(['email', 'password'], 16 * 1024),
        async (method, route, query, extra, withToken, body) => {
          runs.count(other)
          const headers: Record<string, string> = { ...extra }
          if (body.contentType !== undefined) headers['content-type'] = body.contentType
          if (withToken) headers.authorization = `Jwt ${await tokenOf(api, 'session', accounts.main)}`
          const request = { method, path: `${route}${query}`, headers, body: body.body }
          const answer = await sendRaw(api.url, request)
          runs.answered(other, answer.status)
          expectNo5xx(answer, request)
          expectContractAnswer(answer, request)
        },
      ),
      runsOf(other),
    )
  }, 60_000)
})
