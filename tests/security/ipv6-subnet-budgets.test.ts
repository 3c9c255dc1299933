import { randomInt } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from '#tools/testing/account-fixtures'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { httpRequest } from '#tools/testing/http-request'
import { type TestStore, createTestStore } from '#tools/testing/start-test-api'

// Before decision 035, the accounts keyed an IPv6 visitor by its /64, the smallest block a home or
// a server is given, but the contact form, the search and the image resizer keyed the whole
// address: one machine with a /64 had 2^64 fresh budgets. Every address-keyed limit now takes its
// key from one function (adapters/accounts/address-key.ts). Loopback has no IPv6 variety, so the
// visitors' addresses come from X-Forwarded-For (TRUST_PROXY=loopback), each run in a /64 of its
// own so a shared Redis keeps no counts from an earlier run.

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const hex = () => randomInt(0, 0x10000).toString(16)
/** A fresh /64 and a generator of addresses in it, each different. */
function subnet(): () => string {
  const prefix = `2001:db8:${hex()}:${hex()}`
  let host = 0
  return () => `${prefix}:${hex()}:${hex()}:${hex()}:${(host += 1).toString(16)}`
}

const limits = {
  SEARCH_RATE_LIMIT: '5',
  FORMS_PER_IP_PER_10_MINUTES: '3',
  REGISTRATIONS_PER_IP_PER_HOUR: '2',
}
const burst = 40

function contact(index: number) {
  return JSON.stringify({
    firstName: 'Anna',
    lastName: `Rossi ${index}`,
    email: `anna.${index}.${randomInt(1e9)}@fast.test`,
    country: 'IT',
    contactType: 'Architect',
    message: 'A quote, please.',
    privacy: true,
    locale: 'en',
    formType: 'contact',
  })
}

const statusesOf = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  )

describe.each(['SQLite, limits in memory', 'PostgreSQL + Redis'])(
  'a burst from many addresses of one IPv6 /64 (%s)',
  (deployment) => {
    let store: TestStore | undefined
    let site: BuiltSite
    beforeAll(async () => {
      const shared = deployment === 'PostgreSQL + Redis'
      store = shared ? await createTestStore('postgres') : undefined
      site = await startBuiltSite({
        TRUST_PROXY: 'loopback',
        ...limits,
        ...(shared && store?.databaseUrl ? { DATABASE_URL: store.databaseUrl, REDIS_URL: redisUrl } : {}),
      })
    }, 60_000)
    afterAll(async () => {
      await site?.stop()
      await store?.drop()
    })

    const json = { accept: 'application/json', 'content-type': 'application/json' }

    it('meets one search budget', async () => {
      const next = subnet()
      const answers = await Promise.all(
        Array.from({ length: burst }, () =>
          httpRequest(`${site.url}/api/search?q=tavolo&locale=it`, {
            headers: { ...json, 'x-forwarded-for': next() },
          }),
        ),
      )
      expect(statusesOf(answers)).toEqual({ 200: 5, 429: burst - 5 })
      // Another /64 has its own budget.
      const other = subnet()()
      expect(
        (
          await httpRequest(`${site.url}/api/search?q=tavolo&locale=it`, {
            headers: { 'x-forwarded-for': other },
          })
        ).status,
      ).toBe(200)
    })

    it('meets one contact-form budget', async () => {
      const next = subnet()
      const answers = await Promise.all(
        Array.from({ length: burst }, (_, index) =>
          httpRequest(`${site.url}/api/forms/contact`, {
            method: 'POST',
            headers: { ...json, 'x-forwarded-for': next() },
            body: contact(index),
          }),
        ),
      )
      expect(statusesOf(answers)).toEqual({ 201: 3, 429: burst - 3 })
    })

    it('meets one registration budget, as before', async () => {
      const next = subnet()
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          httpRequest(`${site.url}/api/auth/v1/register`, {
            method: 'POST',
            headers: { ...json, 'x-forwarded-for': next() },
            body: JSON.stringify(registration(`subnet-${index}-${randomInt(1e9)}@fast.test`)),
          }),
        ),
      )
      expect(statusesOf(answers)).toEqual({ 201: 2, 429: 8 })
    })
  },
)
