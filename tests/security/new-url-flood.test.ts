import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { distinctAddresses } from '#tools/testing/distinct-addresses'
import { type HttpAnswer, httpRequest } from '#tools/testing/http-request'
import { type TestStore, createTestStore } from '#tools/testing/start-test-api'

// Before decision 035, every new URL was a full render (and a max-quality compression of it) with
// no limit: `?utm_campaign=<new>` made a new render and a new cache entry each time, new 404 paths
// likewise, `?rows=100000` rendered every store, and 500 new URLs pushed every real page out of
// both caches. Each request names its visitor in X-Forwarded-For (TRUST_PROXY=loopback); each run
// takes addresses of its own, so a shared Redis keeps no counts from an earlier run. A render is an
// answer the caches marked `X-Html-Cache: miss` that is not the budget's 429. That 404s and query
// pages never push a real page out is page-store.server.test.ts's (500 new renders here would take
// a minute).

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const run = randomBytes(4).toString('hex')
const budget = 30
// Every request that stands for another visitor comes from an address no other used (drawn at
// random, one of the 60 flooders could meet the attacker who had spent his budget), and the
// Redis deployment counts under a key prefix of this run's own.
const address = distinctAddresses('198.19')

const rendered = (answers: readonly HttpAnswer[]) =>
  answers.filter((answer) => answer.status !== 429 && answer.headers['x-html-cache'] === 'miss').length

describe.each([
  { deployment: 'SQLite', dialect: 'sqlite' as const, redis: false },
  { deployment: 'PostgreSQL + Redis', dialect: 'postgres' as const, redis: true },
])('a flood of new URLs against the real site ($deployment)', ({ dialect, redis }) => {
  let store: TestStore
  let site: BuiltSite
  const get = (path: string, from: string) =>
    httpRequest(`${site.url}${path}`, { headers: { 'x-forwarded-for': from } })
  const burst = (count: number, path: (index: number) => string, from: (index: number) => string) =>
    Promise.all(Array.from({ length: count }, (_, index) => get(path(index), from(index))))

  beforeAll(async () => {
    store = await createTestStore(dialect)
    site = await startBuiltSite({
      TRUST_PROXY: 'loopback',
      CACHE_MISSES_PER_IP_PER_MINUTE: String(budget),
      ...(store.databaseUrl ? { DATABASE_URL: store.databaseUrl } : {}),
      ...(redis ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `new-url-flood-${run}` } : {}),
    })
  }, 120_000)
  afterAll(async () => {
    await site?.stop()
    await store?.drop()
  })

  it(
    'serves tracking and unknown parameters from the one cache entry of their page',
    { timeout: 60_000 },
    async () => {
      expect((await get('/en/products', address())).status).toBe(200)
      const attacker = address()
      const warm = await burst(
        200,
        (index) => `/en/products?utm_campaign=${run}-${index}&fbclid=${index}&gclid=${index}`,
        () => attacker,
      )
      expect(warm.every((answer) => answer.status === 200)).toBe(true)
      expect(rendered(warm)).toBe(0)
      // A page nobody asked yet: one render, however many ask at once.
      const cold = await burst(100, (index) => `/en/collections?utm_source=${run}-${index}`, address)
      expect(cold.every((answer) => answer.status === 200)).toBe(true)
      expect(rendered(cold)).toBeLessThanOrEqual(1)
    },
  )

  it('renders at most the budget of new pages for one address, then answers 429 with Retry-After', async () => {
    const attacker = address()
    const answers = await burst(
      100,
      (index) => `/it/flood-${run}-${index}`,
      () => attacker,
    )
    const refused = answers.filter((answer) => answer.status === 429)
    expect(rendered(answers)).toBeLessThanOrEqual(budget)
    expect(refused.length).toBeGreaterThanOrEqual(100 - budget)
    for (const answer of refused) expect(Number(answer.headers['retry-after'])).toBeGreaterThanOrEqual(1)
    // The same address past its budget still gets the pages already rendered; others get theirs.
    expect((await get('/en/products', attacker)).status).toBe(200)
    expect((await get(`/it/flood-${run}-other`, address())).status).toBe(404)
  })

  it('bounds rows: any number past the list is sent to the whole list, one page', async () => {
    const from = address()
    const first = await get('/it/rivenditori?rows=100000', from)
    expect(first.status).toBe(302)
    const whole = String(first.headers.location)
    expect(whole).toMatch(/^\/it\/rivenditori(\?rows=\d+)?$/)
    expect(Number(new URL(whole, site.url).searchParams.get('rows') ?? 0)).toBeLessThan(100000)
    expect((await get('/it/rivenditori?rows=99999999&utm_source=x', from)).headers.location).toBe(whole)
    expect((await get(whole, from)).status).toBe(200)
    expect((await get(whole, from)).headers['x-html-cache']).toBe('hit')
  })

  it(
    'gives each address its own budget, and keeps the real pages cached through a flood from many',
    { timeout: 60_000 },
    async () => {
      for (const path of ['/it', '/en/products']) {
        await get(path, address())
        expect((await get(path, address())).headers['x-html-cache']).toBe('hit')
      }
      const flood = await burst(
        60,
        (index) => (index % 2 ? `/it/evict-${run}-${index}` : `/en/search?q=evict${run}${index}`),
        address,
      )
      expect(rendered(flood)).toBe(60)
      for (const path of ['/it', '/en/products'])
        expect((await get(path, address())).headers['x-html-cache']).toBe('hit')
    },
  )
})
