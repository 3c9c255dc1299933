import { randomUUID } from 'node:crypto'
import { type Server, createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedWebhookHeaders } from '#adapters/cms/webhook-signature.server'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { editEntryTitle, postWebhook } from '#tools/testing/cms-edit'
import { assertRedisAnswers, cached, publishingSecrets, scraped, visit } from '#tools/testing/publishing'

// Scaling out (docs/architecture.md): two instances on one Redis and one CMS, as behind compose.yaml's
// proxy. A webhook reaches one of them; the other must drop the same pages, not serve the old title
// until its TTL. B reads A's embedded CMS, as both would read one Craft. Each tells its own
// stand-in for the shared cache in front what it purged (SHARED_CACHE_PURGE_URL).

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const secrets = publishingSecrets()
const article = '/en/news/fast-at-salone-del-mobile-2025'
const unrelated = '/en/about-us'
let a: BuiltSite
let b: BuiltSite

/** A stand-in for Varnish that keeps the `xkey` header of every PURGE it gets. */
type SharedCache = { server: Server; url: string; purged: string[] }

async function startSharedCache(): Promise<SharedCache> {
  const purged: string[] = []
  const server = createServer((request, response) => {
    if (request.method === 'PURGE') purged.push(String(request.headers['xkey'] ?? ''))
    response.end('Purged 1 objects')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, purged }
}

let cacheOfA: SharedCache
let cacheOfB: SharedCache

beforeAll(async () => {
  await assertRedisAnswers(redisUrl)
  ;[cacheOfA, cacheOfB] = await Promise.all([startSharedCache(), startSharedCache()])
  // This run's own channel and delivery ids: other runs on the same Redis never hear them.
  const shared = { ...secrets, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `fast-test-${randomUUID()}` }
  a = await startBuiltSite({ ...shared, SHARED_CACHE_PURGE_URL: cacheOfA.url })
  b = await startBuiltSite({
    ...shared,
    CMS_GRAPHQL_URL: `${a.url}/cms/api`,
    CMS_TOKEN: a.config.cmsToken,
    SHARED_CACHE_PURGE_URL: cacheOfB.url,
  })
}, 120_000)

afterAll(async () => {
  await Promise.all([b?.stop(), a?.stop()])
  await Promise.all(
    [cacheOfA, cacheOfB].map((cache) => cache && new Promise((resolve) => cache.server.close(resolve))),
  )
})

describe('a webhook to one instance', () => {
  it('purges the same page on the other, which shows the new title, and leaves the rest cached', async () => {
    await cached(b.url, article)
    await cached(b.url, unrelated)
    const title = `Salone, seen on both ${Date.now()}`
    const { webhook } = await editEntryTitle({
      siteUrl: a.url,
      writeToken: secrets.CMS_WRITE_TOKEN,
      webhookSecret: secrets.CMS_WEBHOOK_SECRET,
      entry: '1501',
      site: 'en',
      title,
    })
    expect(webhook.status).toBe(202)
    // Over Redis pub/sub: B hears it a moment after A answered.
    await expect
      .poll(() => scraped(b.metricsUrl, 'fast_content_purges_total{source="peer",scope="keys"}'))
      .toBe(1)
    const onB = await visit(b.url, article)
    expect(onB.cache).toBe('miss')
    expect(onB.html).toContain(title)
    expect((await visit(b.url, unrelated)).cache).toBe('hit')
  })

  it('has the shared cache purged by both: the instance that took it, then the other once it purged', async () => {
    const before = { a: cacheOfA.purged.length, b: cacheOfB.purged.length }
    const { webhook } = await editEntryTitle({
      siteUrl: a.url,
      writeToken: secrets.CMS_WRITE_TOKEN,
      webhookSecret: secrets.CMS_WEBHOOK_SECRET,
      entry: '1501',
      site: 'en',
      title: `Salone, purged in front ${Date.now()}`,
    })
    expect(webhook.status).toBe(202)
    // Before A answered: the next visitor of the shared cache gets a page made afresh.
    expect(cacheOfA.purged.slice(before.a)).toEqual(['entry:1501 section:news entries'])
    // And from B, after its own purge: a copy the shared cache took from B before B heard goes too.
    await expect.poll(() => cacheOfB.purged.slice(before.b)).toEqual(['entry:1501 section:news entries'])
  })

  it('purges once for a delivery sent 100 times at once to both instances', async () => {
    const change = JSON.stringify({ event: 'afterSave', id: '1501', type: 'entry', section: 'news' })
    const headers = signedWebhookHeaders(secrets.CMS_WEBHOOK_SECRET, new TextEncoder().encode(change))
    const before = await Promise.all(
      [a, b].map((site) =>
        scraped(site.metricsUrl, 'fast_content_purges_total{source="webhook",scope="keys"}'),
      ),
    )
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        postWebhook(
          `${(index % 2 === 0 ? a : b).url}/api/cms/changed`,
          secrets.CMS_WEBHOOK_SECRET,
          change,
          headers,
        ),
      ),
    )
    expect(answers.filter((answer) => answer.status === 202)).toHaveLength(1)
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(99)
    const after = await Promise.all(
      [a, b].map((site) =>
        scraped(site.metricsUrl, 'fast_content_purges_total{source="webhook",scope="keys"}'),
      ),
    )
    expect(after[0]! + after[1]! - before[0]! - before[1]!).toBe(1)
  })
})
