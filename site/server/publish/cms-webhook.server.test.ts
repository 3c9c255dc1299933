import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { editEntryTitle, postWebhook } from '#tools/testing/cms-edit'
import { cached, publishingSecrets, scraped, visit } from '#tools/testing/publishing'

// docs/decisions/053: an editor's change reaches the next visitor, through the CMS's write path and
// the signed webhook, and purges only what was made from the changed entry.

const secrets = publishingSecrets()
const article = '/en/news/fast-at-salone-del-mobile-2025'
const newsList = '/en/news'
const unrelated = '/en/about-us'
let site: BuiltSite
let plain: BuiltSite

beforeAll(async () => {
  ;[site, plain] = await Promise.all([
    startBuiltSite({ ...secrets, SURROGATE_KEYS: 'on' }),
    // No webhook secret and no shared cache in front: the defaults.
    startBuiltSite(),
  ])
}, 120_000)

afterAll(async () => {
  await Promise.all([site?.stop(), plain?.stop()])
})

describe('publishing an entry', () => {
  it('shows the new title on the next request, and keeps an unrelated cached page a hit', async () => {
    const before = await cached(site.url, article)
    expect(before.keys).toContain('entry:1501')
    await cached(site.url, newsList)
    const other = await cached(site.url, unrelated)
    expect(other.keys).not.toContain('entry:1501')
    expect(other.keys).not.toContain('section:news')

    const title = `Fast at Salone, published ${Date.now()}`
    const { webhook } = await editEntryTitle({
      siteUrl: site.url,
      writeToken: secrets.CMS_WRITE_TOKEN,
      webhookSecret: secrets.CMS_WEBHOOK_SECRET,
      entry: '1501',
      site: 'en',
      title,
    })
    expect(webhook.status).toBe(202)

    const after = await visit(site.url, article)
    expect(after.cache).toBe('miss')
    expect(after.html).toContain(title)
    const stillCached = await visit(site.url, unrelated)
    expect(stillCached.cache).toBe('hit')
    expect(stillCached.html).toBe(other.html)
  })

  it('purges the list page that shows the entry too', async () => {
    const title = `Salone, listed ${Date.now()}`
    expect((await cached(site.url, newsList)).html).not.toContain(title)
    await editEntryTitle({
      siteUrl: site.url,
      writeToken: secrets.CMS_WRITE_TOKEN,
      webhookSecret: secrets.CMS_WEBHOOK_SECRET,
      entry: 'fast-at-salone-del-mobile-2025',
      title,
    })
    const list = await visit(site.url, newsList)
    expect(list.cache).toBe('miss')
    expect(list.html).toContain(title)
    expect(list.keys).toContain('section:news')
  })

  it('counts the purges for the operators', async () => {
    expect(await scraped(site.metricsUrl, 'fast_cms_webhooks_total{outcome="purged"}')).toBe(2)
    expect(await scraped(site.metricsUrl, 'fast_content_purges_total{source="webhook",scope="keys"}')).toBe(2)
    expect(
      await scraped(site.metricsUrl, 'fast_cache_purges_total{cache="finished-page"}'),
    ).toBeGreaterThanOrEqual(2)
    expect(await scraped(site.metricsUrl, 'fast_cache_purges_total{cache="cms"}')).toBeGreaterThanOrEqual(2)
  })
})

describe('a site with the defaults', () => {
  it('sends no surrogate keys to browsers when no shared cache reads them', async () => {
    const response = await fetch(`${plain.url}${article}`)
    expect(response.headers.get('cache-control')).toMatch(/public/)
    for (const name of ['xkey', 'surrogate-key', 'cache-tag']) expect(response.headers.get(name)).toBeNull()
  })

  it('has no webhook without a secret', async () => {
    const answer = await postWebhook(`${plain.url}/api/cms/changed`, 'no secret was configured at all', '{}')
    expect(answer.status).toBe(404)
  })
})
