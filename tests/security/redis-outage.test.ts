import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type TcpProxy, startTcpProxy } from '#tests/faults/tcp-proxy'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { distinctAddresses } from '#tools/testing/distinct-addresses'
import { httpRequest } from '#tools/testing/http-request'
import { type LoggedLine, recordingLog } from '#tools/testing/recording-log'
import { type TestStore, createTestStore } from '#tools/testing/start-test-api'

// As replayed before the fix (docs/security.md, Many at once): every site's limits lived under one
// fixed `fast:` prefix, so two sites on one Redis spent each other's budgets; and when Redis went
// away, ioredis printed "Unhandled error event" on every reconnect while the limits quietly fell
// back to memory. The prefix now comes from REDIS_KEY_PREFIX (default: PUBLIC_URL's host), and an
// outage is logged once when it starts and once when it ends, the limits holding per instance
// meanwhile. Redis is cut through a TCP relay of this test's own: the machine's Redis stays up for
// everyone else.

const redis = new URL(process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379')
const run = randomBytes(4).toString('hex')
const points = 5
// Each burst comes from an address no earlier burst used (the key prefix carries `run`).
const address = distinctAddresses('203.0.113')

async function searchBurst(site: BuiltSite, from: string, count = 20): Promise<Record<number, number>> {
  const answers = await Promise.all(
    Array.from({ length: count }, () =>
      httpRequest(`${site.url}/api/search?q=tavolo&locale=it`, {
        headers: { accept: 'application/json', 'x-forwarded-for': from },
      }),
    ),
  )
  return answers.reduce<Record<number, number>>(
    (counts, { status }) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }),
    {},
  )
}

const mentions = (lines: LoggedLine[], pattern: RegExp) => lines.filter((line) => pattern.test(line.message))

describe('two sites on one Redis, and a Redis outage (PostgreSQL + Redis)', () => {
  let relay: TcpProxy
  let store: TestStore
  const linesA: LoggedLine[] = []
  let siteA: BuiltSite
  let siteB: BuiltSite

  beforeAll(async () => {
    relay = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) })
    store = await createTestStore('postgres')
    const common = { TRUST_PROXY: 'loopback', SEARCH_RATE_LIMIT: String(points) }
    siteA = await startBuiltSite(
      {
        ...common,
        DATABASE_URL: store.databaseUrl ?? '',
        REDIS_URL: `redis://127.0.0.1:${relay.port}`,
        REDIS_KEY_PREFIX: `site-a-${run}`,
      },
      recordingLog(linesA),
    )
    siteB = await startBuiltSite({ ...common, REDIS_URL: redis.href, REDIS_KEY_PREFIX: `site-b-${run}` })
  }, 60_000)

  afterAll(async () => {
    await siteA?.stop()
    await siteB?.stop()
    await relay?.close()
    await store?.drop()
  })

  it('connects twice: once for all the instances share, once for the purge subscription', () => {
    expect(relay.open()).toBe(2)
  })

  it('keeps each site its own budgets', async () => {
    const visitor = address()
    expect(await searchBurst(siteA, visitor)).toEqual({ 200: points, 429: 20 - points })
    expect(await searchBurst(siteB, visitor)).toEqual({ 200: points, 429: 20 - points })
  })

  it('holds the limits per instance while Redis is down, and says so once, then once when it is back', async () => {
    await relay.cut()
    expect(await searchBurst(siteA, address())).toEqual({ 200: points, 429: 20 - points })
    expect(await searchBurst(siteA, address())).toEqual({ 200: points, 429: 20 - points })
    await expect
      .poll(() => mentions(linesA, /Redis is unreachable: each instance keeps its rate limits/).length)
      .toBe(1)
    expect(mentions(linesA, /Redis is unreachable: each instance keeps its rate limits/)[0]?.level).toBe(
      'warn',
    )

    await relay.restore()
    await expect
      .poll(
        () =>
          mentions(linesA, /Redis is back: rate limits, webhook deliveries and purges are shared again/)
            .length,
        { timeout: 10_000 },
      )
      .toBe(1)
    expect(mentions(linesA, /Redis is unreachable: each instance keeps its rate limits/)).toHaveLength(1)
    expect(await searchBurst(siteA, address())).toEqual({ 200: points, 429: 20 - points })
  })
})
