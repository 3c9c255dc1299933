import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedWebhookHeaders } from '#adapters/cms/webhook-signature.server'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { editEntryTitle, postWebhook } from '#tools/testing/cms-edit'
import { assertRedisAnswers, cached, publishingSecrets, scraped, visit } from '#tools/testing/publishing'

// Scaling out (docs/architecture.md): two instances on one Redis and one CMS, as behind compose.yaml's
// proxy. A webhook reaches one of them; the other must drop the same pages, not serve the old title
// until its TTL. B reads A's embedded CMS, as both would read one Craft.

const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const secrets = publishingSecrets()
const article = '/en/news/fast-at-salone-del-mobile-2025'
const unrelated = '/en/about-us'
let a: BuiltSite
let b: BuiltSite

beforeAll(async () => {
  await assertRedisAnswers(redisUrl)
  // This run's own channel and delivery ids: other runs on the same Redis never hear them.
  const shared = { ...secrets, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `fast-test-${randomUUID()}` }
  a = await startBuiltSite(shared)
  b = await startBuiltSite({ ...shared, CMS_GRAPHQL_URL: `${a.url}/cms/api`, CMS_TOKEN: a.config.cmsToken })
}, 120_000)

afterAll(async () => {
  await Promise.all([b?.stop(), a?.stop()])
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
