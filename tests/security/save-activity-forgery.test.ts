import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { call } from '#tests/faults/visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

// docs/security.md item 15: save-activity stored any type and any date the client sent. Types come from
// the spec's list ('Log In', 'Download'); the date is the server's.

const auth = '/api/auth/v1'
const serverNow = new Date('2026-06-01T10:00:00.000Z')

describe('save-activity', () => {
  let store: TestStore
  let api: TestApi
  let token: string | undefined
  beforeAll(async () => {
    store = await createTestStore('sqlite')
    api = await startTestApi(store, { now: () => serverNow })
    token = (await call(api.url, 'POST', `${auth}/register`, registration('activity@fast.test'))).token
  })
  afterAll(async () => {
    await api?.close()
    await store?.drop()
  })

  it('refuses a type that is not one of the spec', async () => {
    const forged = await call(
      api.url,
      'POST',
      `${auth}/save-activity`,
      { type: 'Hack', note: 'x' },
      { token },
    )
    expect(forged.status).toBe(400)
    expect(forged.body).toMatchObject({ success: false, message: 'Request not correct' })
    const rows = await api.api.database.db
      .selectFrom('activities')
      .select('type')
      .where('type', '=', 'Hack')
      .execute()
    expect(rows).toEqual([])
  })

  it('stores the server date, not the one the client sent', async () => {
    const saved = await call(
      api.url,
      'POST',
      `${auth}/save-activity`,
      { type: 'Download', note: 'catalogue', date: '1999-12-31T23:59:59.000Z' },
      { token },
    )
    expect(saved.status).toBe(201)
    expect(saved.body).toMatchObject({ data: { type: 'Download', date: serverNow.toISOString() } })
    const rows = await api.api.database.db
      .selectFrom('activities')
      .select(['type', 'date'])
      .where('note', '=', 'catalogue')
      .execute()
    expect(rows).toEqual([{ type: 'Download', date: serverNow.toISOString() }])
  })
})
