import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultRateLimits } from '#adapters/accounts/rate-limits.server'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { distinctAddresses } from '#tools/testing/distinct-addresses'

// docs/security.md: every /api/search request is a CMS query, and nothing limited them. The visitor's
// address comes from X-Forwarded-For (TRUST_PROXY=loopback). Each run counts under a Redis key
// prefix of its own, so the shared Redis keeps no points from an earlier run, and no two searchers
// of a run share an address (drawn at random from 254, they did now and then).
const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const run = randomBytes(4).toString('hex')
const address = distinctAddresses('198.51.100')
const { points } = defaultRateLimits.searchPerIp

async function search(site: BuiltSite, address: string) {
  const response = await fetch(`${site.url}/api/search?q=tavolo&locale=it`, {
    headers: { 'x-forwarded-for': address, accept: 'application/json' },
  })
  const body: unknown = await response.json()
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body }
}

describe.each([
  { store: 'memory', instances: 1 },
  { store: 'Redis', instances: 2 },
])('searches from one address against the real site ($store)', ({ store, instances }) => {
  const sites: BuiltSite[] = []

  beforeAll(async () => {
    const env = {
      TRUST_PROXY: 'loopback',
      ...(store === 'Redis' ? { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `search-flood-${run}` } : {}),
    }
    for (let i = 0; i < instances; i += 1) sites.push(await startBuiltSite(env))
  })

  afterAll(async () => {
    await Promise.all(sites.map((site) => site.stop()))
  })

  it('answers 429 with Retry-After and a clear message past the per-IP limit, and others still search', async () => {
    const flooder = address()
    const answers = []
    // Spread over the instances: with Redis they share one count.
    for (let i = 0; i < points; i += 1) answers.push((await search(sites[i % sites.length]!, flooder)).status)
    expect(answers.every((status) => status === 200)).toBe(true)

    const refused = await search(sites[0]!, flooder)
    expect(refused.status).toBe(429)
    expect(Number(refused.retryAfter)).toBeGreaterThanOrEqual(1)
    expect(Number(refused.retryAfter)).toBeLessThanOrEqual(defaultRateLimits.searchPerIp.seconds)
    expect(refused.body).toEqual({ data: null, success: false, message: 'TOO_MANY_REQUESTS' })
    expect((await search(sites[sites.length - 1]!, flooder)).status).toBe(429)

    expect((await search(sites[0]!, address())).status).toBe(200)
  })
})
