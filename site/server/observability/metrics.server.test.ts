import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Logger } from '#schema/logger'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'

// docs/operations.md: what an operator scrapes on METRICS_PORT, and the request id of every answer
// and log line. The figures are read before and after using the site, as a dashboard would.

const lines: { message: string; fields?: Record<string, unknown> }[] = []
const recording: Logger = {
  info: (message, fields) => lines.push({ message, ...(fields ? { fields } : {}) }),
  warn: (message, fields) => lines.push({ message, ...(fields ? { fields } : {}) }),
  error: (message, fields) => lines.push({ message, ...(fields ? { fields } : {}) }),
}

let site: BuiltSite

beforeAll(async () => {
  site = await startBuiltSite(
    {
      SEARCH_RATE_LIMIT: '2',
      // A mail server that never answers: mails stay queued, as in an SMTP outage.
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_RETRY_BASE_MS: '3600000',
    },
    recording,
  )
})

afterAll(async () => {
  await site?.stop()
})

/** Every sample of the scrape, by its series (`name{labels}`). */
async function scrape(): Promise<Map<string, number>> {
  const answer = await fetch(site.metricsUrl)
  expect(answer.status).toBe(200)
  expect(answer.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/)
  const samples = new Map<string, number>()
  for (const line of (await answer.text()).split('\n')) {
    const match = /^([a-z_:]+(?:\{[^}]*\})?) (\S+)$/.exec(line)
    if (match?.[1] && match[2]) samples.set(match[1], Number(match[2]))
  }
  return samples
}

const valueOf = (samples: Map<string, number>, series: string) => samples.get(series) ?? 0

function postContact(fields: Record<string, string>) {
  return fetch(`${site.url}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Anna',
      lastName: 'Rossi',
      country: 'IT',
      email: 'anna.rossi@fast.test',
      contactType: 'Architect',
      message: 'Twelve loungers for a hotel terrace.',
      privacy: true,
      locale: 'en',
      formType: 'contact',
      ...fields,
    }),
  })
}

describe('the metrics of a running site', () => {
  it('are not on the public port', async () => {
    const answer = await fetch(`${site.url}/metrics`)
    await answer.arrayBuffer()
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).not.toMatch(/version=0\.0\.4/)
  })

  it('move as the site is used: requests, renders, caches, the CMS, limits, the mail queue', async () => {
    const before = await scrape()
    for (let visit = 0; visit < 3; visit++) await (await fetch(`${site.url}/en/products`)).arrayBuffer()
    const searches = await Promise.all(
      [1, 2, 3].map(() => fetch(`${site.url}/api/search?q=onda&locale=en`).then((answer) => answer.status)),
    )
    expect(searches.filter((status) => status === 429)).toHaveLength(1)
    expect((await postContact({})).status).toBe(201)
    const after = await scrape()

    const grew = (series: string) => valueOf(after, series) - valueOf(before, series)
    expect(grew('fast_http_requests_total{kind="page",status="200"}')).toBe(3)
    expect(grew('fast_http_requests_total{kind="api",status="429"}')).toBe(1)
    expect(grew('fast_page_render_duration_seconds_count')).toBeGreaterThanOrEqual(1)
    // The first visit renders; the others are answered from the finished pages.
    expect(grew('fast_cache_lookups_total{cache="finished-page",result="hit"}')).toBeGreaterThanOrEqual(1)
    expect(grew('fast_cache_lookups_total{cache="cms",result="miss"}')).toBeGreaterThanOrEqual(1)
    expect(valueOf(after, 'fast_cms_request_duration_seconds_count{operation="Navigation"}')).toBeGreaterThan(
      0,
    )
    expect(grew('fast_rate_limit_refusals_total{limit="searchPerIp"}')).toBe(1)
    // The company's mail and the visitor's receipt wait for the mail server.
    expect(valueOf(after, 'fast_mail_queue_depth')).toBe(2)
    expect(after.has('nodejs_eventloop_lag_seconds')).toBe(true)
  })
})

describe('the request id', () => {
  it('comes back on every answer, and names the log lines written for that request', async () => {
    const answer = await postContact({ website: 'https://spam.example' })
    expect(answer.status).toBe(201)
    const id = answer.headers.get('x-request-id') ?? ''
    expect(id).toMatch(/^[0-9a-f-]{36}$/)
    const line = lines.find(({ message }) => message.startsWith('A form request filled the honeypot'))
    expect(line?.fields?.['requestId']).toBe(id)
    const page = await fetch(`${site.url}/it`)
    await page.arrayBuffer()
    expect(page.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    expect(page.headers.get('x-request-id')).not.toBe(id)
  })

  it('is never taken from a client that is not a trusted proxy', async () => {
    const answer = await fetch(`${site.url}/healthz`, { headers: { 'x-request-id': 'chosen-by-the-client' } })
    await answer.arrayBuffer()
    expect(answer.headers.get('x-request-id')).not.toBe('chosen-by-the-client')
  })

  it('is the one a trusted proxy sent, when it is well formed', async () => {
    const behindProxy = await startBuiltSite({ TRUST_PROXY: 'loopback' })
    try {
      const passed = await fetch(`${behindProxy.url}/healthz`, {
        headers: { 'x-request-id': 'proxy-7f3a.42' },
      })
      await passed.arrayBuffer()
      expect(passed.headers.get('x-request-id')).toBe('proxy-7f3a.42')
      const odd = await fetch(`${behindProxy.url}/healthz`, { headers: { 'x-request-id': 'two words' } })
      await odd.arrayBuffer()
      expect(odd.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/)
    } finally {
      await behindProxy.stop()
    }
  }, 60_000)
})
