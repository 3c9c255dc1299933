import http from 'node:http'
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signedWebhookHeaders } from '#adapters/cms/webhook-signature.server'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { type WebhookAnswer, postWebhook } from '#tools/testing/cms-edit'
import { assertRedisAnswers, cached, publishingSecrets, scraped, visit } from '#tools/testing/publishing'

// docs/security.md: POST /api/cms/changed purges cached pages, which anyone could use to make the
// site render every page again, or to hide a purge an editor needs. Each forged, stale, replayed,
// oversized or malformed call below is refused with a JSON 4xx and purges nothing: the page it
// names stays a cache hit and the purge counter does not move. A replayed delivery, sent once or as
// a burst of 100 at once, purges exactly once, with delivery ids in memory and in Redis.

const secrets = publishingSecrets()
const page = '/en/news/fast-at-salone-del-mobile-2025'
const change = JSON.stringify({ event: 'afterSave', id: '1501', type: 'entry', section: 'news', site: 'en' })
const purges = 'fast_content_purges_total{source="webhook",scope="keys"}'
const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
let site: BuiltSite
let withRedis: BuiltSite
let webhook = ''

beforeAll(async () => {
  await assertRedisAnswers(redisUrl)
  ;[site, withRedis] = await Promise.all([
    startBuiltSite(secrets),
    // Delivery ids of this run only: a key prefix of its own.
    startBuiltSite({ ...secrets, REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `fast-test-${randomUUID()}` }),
  ])
  webhook = `${site.url}/api/cms/changed`
}, 120_000)

afterAll(async () => {
  await Promise.all([site?.stop(), withRedis?.stop()])
})

/** Sends `call` with the page cached, and checks it was refused with `status` and purged nothing. */
async function refusedWithoutPurge(
  on: BuiltSite,
  status: number,
  message: string,
  call: () => Promise<WebhookAnswer>,
) {
  await cached(on.url, page)
  const before = await scraped(on.metricsUrl, purges)
  const answer = await call()
  expect(answer.status).toBe(status)
  expect(answer.body).toMatchObject({ success: false, message })
  // Says what was wrong, in words an operator reads in the CMS's webhook log.
  expect(JSON.stringify(answer.body)).toMatch(/"problem":"[^"]{10,}"/)
  expect(await scraped(on.metricsUrl, purges)).toBe(before)
  expect((await visit(on.url, page)).cache).toBe('hit')
}

const bytes = (text: string) => new TextEncoder().encode(text)

describe('the CMS webhook refuses what the CMS did not send, and purges nothing for it', () => {
  it('refuses an unsigned call', async () => {
    await refusedWithoutPurge(site, 401, 'UNSIGNED', async () => {
      const response = await fetch(webhook, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: change,
      })
      return { status: response.status, body: await response.json() }
    })
  })

  it('refuses a call signed with another key, and a body changed after signing', async () => {
    await refusedWithoutPurge(site, 401, 'BAD_SIGNATURE', () =>
      postWebhook(webhook, 'a guess at the secret, long enough to look real', change),
    )
    const signedOther = signedWebhookHeaders(secrets.CMS_WEBHOOK_SECRET, bytes('{"event":"afterSave"}'))
    await refusedWithoutPurge(site, 401, 'BAD_SIGNATURE', () =>
      postWebhook(webhook, secrets.CMS_WEBHOOK_SECRET, change, signedOther),
    )
  })

  it('refuses a signature made more than 5 minutes ago or ahead', async () => {
    for (const minutes of [-10, 10]) {
      const timestamp = String(Math.floor(Date.now() / 1000) + minutes * 60)
      const headers = signedWebhookHeaders(secrets.CMS_WEBHOOK_SECRET, bytes(change), { timestamp })
      await refusedWithoutPurge(site, 401, 'STALE', () =>
        postWebhook(webhook, secrets.CMS_WEBHOOK_SECRET, change, headers),
      )
    }
  })

  it('refuses an oversized body, declared or chunked, without reading it', async () => {
    const huge = JSON.stringify({ event: 'afterSave', id: '1501', type: 'entry', pad: 'x'.repeat(64 * 1024) })
    await refusedWithoutPurge(site, 413, 'TOO_LARGE', () =>
      postWebhook(webhook, secrets.CMS_WEBHOOK_SECRET, huge),
    )
    await refusedWithoutPurge(site, 413, 'TOO_LARGE', () =>
      chunkedPost(webhook, signedWebhookHeaders(secrets.CMS_WEBHOOK_SECRET, bytes(huge)), huge),
    )
  })

  it('refuses a signed body that is not a change, and a body that is not JSON', async () => {
    await refusedWithoutPurge(site, 400, 'MALFORMED', () =>
      postWebhook(webhook, secrets.CMS_WEBHOOK_SECRET, '{"id": '),
    )
    await refusedWithoutPurge(site, 400, 'MALFORMED', () =>
      postWebhook(
        webhook,
        secrets.CMS_WEBHOOK_SECRET,
        JSON.stringify({ event: 'afterSave', id: '1; DROP', type: 'entry' }),
      ),
    )
    await refusedWithoutPurge(site, 415, 'NOT_JSON', () =>
      postWebhook(webhook, secrets.CMS_WEBHOOK_SECRET, change, { 'content-type': 'text/plain' }),
    )
  })
})

describe.each(['memory', 'redis'])('a replayed delivery, ids in %s', (where) => {
  const target = () => (where === 'redis' ? withRedis : site)
  it('purges once for a delivery, and refuses it sent again', async () => {
    const headers = signedWebhookHeaders(secrets.CMS_WEBHOOK_SECRET, bytes(change))
    await cached(target().url, page)
    const first = await postWebhook(
      `${target().url}/api/cms/changed`,
      secrets.CMS_WEBHOOK_SECRET,
      change,
      headers,
    )
    expect(first.status).toBe(202)
    expect((await visit(target().url, page)).cache).toBe('miss')
    await refusedWithoutPurge(target(), 409, 'REPLAYED', () =>
      postWebhook(`${target().url}/api/cms/changed`, secrets.CMS_WEBHOOK_SECRET, change, headers),
    )
  })

  it('purges exactly once for a burst of 100 identical signed posts', async () => {
    await cached(target().url, page)
    const before = await scraped(target().metricsUrl, purges)
    const headers = signedWebhookHeaders(secrets.CMS_WEBHOOK_SECRET, bytes(change), {
      deliveryId: randomUUID(),
    })
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        postWebhook(`${target().url}/api/cms/changed`, secrets.CMS_WEBHOOK_SECRET, change, headers),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    expect(statuses).toEqual([202, ...Array<number>(99).fill(409)])
    expect(await scraped(target().metricsUrl, purges)).toBe(before + 1)
  })
})

describe('what operators see', () => {
  it('counts every refusal by its reason', async () => {
    for (const outcome of [
      'unsigned',
      'bad-signature',
      'stale',
      'replayed',
      'too-large',
      'malformed',
      'not-json',
    ])
      expect(
        await scraped(site.metricsUrl, `fast_cms_webhooks_total{outcome="${outcome}"}`),
        outcome,
      ).toBeGreaterThan(0)
  })
})

/** A POST whose body comes in chunks with no Content-Length, as a stream would send it. */
function chunkedPost(url: string, headers: Record<string, string>, body: string): Promise<WebhookAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
          }),
        )
      },
    )
    // The server answers, and closes, before the last chunks: writing them then may fail.
    request.on('error', (error) => (request.writableEnded ? undefined : reject(error)))
    for (let offset = 0; offset < body.length; offset += 4096)
      request.write(body.slice(offset, offset + 4096))
    request.end()
  })
}
