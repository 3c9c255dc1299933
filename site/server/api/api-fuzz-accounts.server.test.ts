import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { createRunCounter } from '#tools/testing/http-fuzz'
import { type Accounts, authEndpoints, authProperty, registerAccounts } from '#tools/testing/fuzz-accounts'
import { type FuzzEndpoint, expectRunsOfTable, runsOf } from '#tools/testing/fuzz-plan'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

// The fuzz suite (tools/testing/http-fuzz.ts): the Account API's public endpoints under random input, on SQLite. The run counts
// are in api-fuzz-plan.ts.
const rows = [
  ['POST /api/auth/v1/login', authEndpoints.login],
  ['POST /api/auth/v1/register', authEndpoints.register],
  ['POST /api/auth/v1/reset-password', authEndpoints['reset-password']],
  ['POST /api/auth/v1/check-reset-password', authEndpoints['check-reset-password']],
] as const satisfies ReadonlyArray<readonly [FuzzEndpoint, unknown]>

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
  expectRunsOfTable(
    runs,
    rows.map(([name]) => name),
  )
})

describe('the Account API under random input (SQLite)', () => {
  for (const [name, endpoint] of rows) {
    it(`answers ${name} without a 5xx, in the answer shape, whatever it is sent`, async () => {
      await fc.assert(authProperty(api, accounts, endpoint, runs, name), runsOf(name))
    }, 60_000)
  }
})
