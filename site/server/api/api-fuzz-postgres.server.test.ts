import fc from 'fast-check'
import { afterAll, beforeAll, describe, it } from 'vitest'
import { createRunCounter } from '#tools/testing/http-fuzz'
import { type Accounts, authEndpoints, authProperty, registerAccounts } from '#tools/testing/fuzz-accounts'
import { type FuzzEndpoint, expectRunsOfTable, fuzzRuns } from '#tools/testing/fuzz-plan'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

// The fuzz suite (tools/testing/http-fuzz.ts): every Account API endpoint again on PostgreSQL, fewer inputs each (the SQLite files
// run the bulk); the store's errors differ (types, lengths, NUL bytes), so the same inputs matter.
const row: FuzzEndpoint = 'POST /api/auth/v1/* on PostgreSQL'
const endpoints = Object.entries(authEndpoints)
const each = Math.floor(fuzzRuns[row] / endpoints.length)

const runs = createRunCounter()
let store: TestStore
let api: TestApi
let accounts: Accounts

beforeAll(async () => {
  store = await createTestStore('postgres')
  api = await startTestApi(store)
  accounts = await registerAccounts(api)
})

afterAll(async () => {
  await api?.close()
  await store?.drop()
  expectRunsOfTable(runs, [row])
})

describe('the Account API under random input (PostgreSQL)', () => {
  endpoints.forEach(([path, endpoint], index) => {
    // The first endpoint takes the remainder, so the file runs exactly the table's count.
    const numRuns = index === 0 ? fuzzRuns[row] - each * (endpoints.length - 1) : each
    it(`answers ${path} without a 5xx, in the answer shape, whatever it is sent`, async () => {
      await fc.assert(authProperty(api, accounts, endpoint, runs, row), { numRuns })
    }, 60_000)
  })
})
