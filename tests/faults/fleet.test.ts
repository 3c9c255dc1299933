import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Fleet, startFleet } from '#tools/fleet/start-fleet'
import { type Varnish, assertVarnishInstalled, startVarnish } from '#tools/fleet/varnish'
import { registration } from '#tools/testing/account-fixtures'
import { editEntryTitle, postWebhook } from '#tools/testing/cms-edit'
import { untilShows } from '#tools/testing/publishing'
import { freePortsBetween } from '#tools/testing/free-port'
import { type HttpAnswer, httpRequest } from '#tools/testing/http-request'

// The fleet of compose.yaml on one machine (tools/fleet/): two built sites on one PostgreSQL
// database (fresh, dropped after), one Redis and one CMS process, behind Varnish with
// deploy/varnish/site.vcl, as a visitor, an editor and an operator see it through Varnish. Every visitor sends from an address of its own
// (127.x.y.z): Varnish passes it on, so per-address limits in the shared Redis start from zero.
// The VCL's rules one by one, with stand-in instances: tools/fleet/site-vcl.test.ts.

const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://root@127.0.0.1:5432/test'
const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const run = randomBytes(4).toString('hex')
const database = `fleet_${run}`
const dir = mkdtempSync(path.join(tmpdir(), 'fleet-'))
const email = `fleet-${run}@fast.test`
let fleet: Fleet | undefined
let closedToUs: Varnish | undefined
let ports: number[] = []

const visitor = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

function running(): Fleet {
  if (!fleet) throw new Error('the fleet did not start')
  return fleet
}

/** A GET through Varnish, as a visitor at `from` sends it. */
function get(
  pathAndQuery: string,
  headers: Record<string, string> = {},
  from = visitor(),
): Promise<HttpAnswer> {
  return httpRequest(`${running().url}${pathAndQuery}`, { headers, localAddress: from })
}

/** Page renders so far, both instances together (`fast_page_render_duration_seconds_count`). */
async function renders(): Promise<number> {
  const counts = await Promise.all(
    running()
      .instances.filter((instance) => !instance.child.hasExited())
      .map(async (instance) => {
        const text = await (await fetch(instance.metricsUrl)).text()
        return Number(/^fast_page_render_duration_seconds_count (\d+)/m.exec(text)?.[1] ?? Number.NaN)
      }),
  )
  return counts.reduce((sum, count) => sum + count, 0)
}

let session: Promise<string> | undefined

/** The `fast_jwt=<token>` pair of a visitor registered through Varnish (once per run). */
function sessionPair(): Promise<string> {
  session ??= register()
  return session
}

async function register(): Promise<string> {
  const registered = await httpRequest(`${running().url}/api/auth/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify(registration(email)),
    localAddress: visitor(),
  })
  expect(registered.status).toBe(201)
  const pair = [registered.headers['set-cookie'] ?? []]
    .flat()
    .map((line) => line.split(';')[0] ?? '')
    .find((line) => line.startsWith('fast_jwt='))
  if (!pair) throw new Error('the registration set no fast_jwt cookie')
  return pair
}

const surrogateHeaders = (answer: HttpAnswer) =>
  Object.keys(answer.headers).filter((name) => /^(xkey|surrogate-key|cache-tag)$/i.test(name))

beforeAll(async () => {
  // Fails, saying how to install it, when this machine has no Varnish: never skipped.
  assertVarnishInstalled()
  await admin((client) => client.query(`CREATE DATABASE ${database}`))
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  // 3400-3449: tools/fleet/site-vcl.test.ts, which may run at the same time, takes 3450-3499.
  ports = await freePortsBetween(7, 3400, 3449)
  const [proxy = 0, portA = 0, portB = 0, metricsA = 0, metricsB = 0, , cms = 0] = ports
  // The instances read one CMS, take its webhook, send surrogate keys and tell Varnish what a
  // publish purges (startFleet's publishing, as compose.yaml's).
  fleet = await startFleet({
    databaseUrl: url.toString(),
    redisUrl,
    ports: { proxy, instances: [portA, portB], metrics: [metricsA, metricsB], cms },
    varDirs: [path.join(dir, 'a'), path.join(dir, 'b')],
    cmsVarDir: path.join(dir, 'cms'),
  })
}, 120_000)

afterAll(async () => {
  await Promise.all([fleet?.stop(), closedToUs?.stop()])
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
  rmSync(dir, { recursive: true, force: true })
})

describe('the fleet through Varnish', () => {
  it.each([
    ['/it', 'it'],
    ['/en', 'en'],
  ])('serves %s from an instance once, then from the cache', async (page, language) => {
    const first = await get(page)
    const second = await get(page)
    for (const answer of [first, second]) {
      expect(answer.status).toBe(200)
      expect(answer.text).toContain(`<html lang="${language}"`)
      expect(answer.headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600')
      expect(surrogateHeaders(answer)).toEqual([])
    }
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT'])
  })

  it(
    'never stores a logged-in page nor gives it to another visitor, in a burst of both on one URL',
    { timeout: 60_000 },
    async () => {
      const pair = await sessionPair()
      const page = '/it/prodotti'
      // The session as browsers send it, with other cookies, and as the attack of decision 035.
      const loggedIn = [pair, `_ga=GA1.2.3; ${pair}; locale=en`, `\xa0fast_jwt=%; ${pair}`]
      const anonymous = ['', '_ga=GA1.2.3; _fbp=fb.1.2; locale=it', 'fast_session=MTc5NTg2Njc5OTAwMA%3D%3D']
      const burst = Array.from({ length: 100 }, (_, index) => {
        const signedIn = index % 2 === 0
        const cookie = (signedIn ? loggedIn : anonymous)[index % 3] ?? ''
        return get(page, cookie ? { cookie } : {}).then((answer) => ({ signedIn, answer }))
      })
      const answers = await Promise.all(burst)
      for (const { signedIn, answer } of answers) {
        expect(answer.status).toBe(200)
        if (signedIn) {
          expect(answer.text).toContain(email)
          expect(answer.headers['x-cache']).toBe('PASS')
          expect(answer.headers['cache-control']).toBe('private, no-store')
        } else {
          expect(answer.text).not.toContain(email)
          expect(answer.text).toContain('href="/it/login"')
        }
      }
      const after = await get(page)
      expect(after.headers['x-cache']).toBe('HIT')
      expect(after.text).not.toContain(email)
    },
  )

  it("shows a path outside /it and /en in each visitor's language, never one language to all", async () => {
    const stray = `/not-a-page-${run}`
    const italian = await get(stray, { 'accept-language': 'it-IT,it;q=0.9' })
    const english = await get(stray, { 'accept-language': 'en-GB,en;q=0.9' })
    expect(italian.status).toBe(404)
    expect(italian.text).toContain('<html lang="it"')
    expect(english.text).toContain('<html lang="en"')
    expect(english.headers['x-cache']).not.toBe('HIT')
  })

  it('keeps a forged Host or X-Forwarded-Host from storing a page of its own', async () => {
    const forged = {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
      forwarded: 'host=evil.example;proto=http',
    }
    // A page nobody asked for yet, asked first with the forged headers...
    const planted = await get('/en/collections', forged)
    expect(planted.status).toBe(200)
    expect(planted.headers['x-cache']).toBe('MISS')
    // ...is the page every visitor gets, stored once under its URL alone.
    const next = await get('/en/collections')
    expect(next.headers['x-cache']).toBe('HIT')
    for (const answer of [planted, next]) {
      expect(answer.text).not.toContain('evil.example')
      expect(JSON.stringify(answer.headers)).not.toContain('evil.example')
    }
    expect(next.text).toBe(planted.text)
    // A stored page asked with a forged Host is that page, not a new entry.
    expect((await get('/en', forged)).headers['x-cache']).toBe('HIT')
  })

  it(
    'answers 300 unknown query strings of a page without rendering it again',
    { timeout: 60_000 },
    async () => {
      const page = '/en/products'
      // Each instance renders the page once, for itself.
      for (const instance of running().instances) {
        const direct = await fetch(`${instance.url}${page}`)
        await direct.arrayBuffer()
        expect(direct.status).toBe(200)
      }
      const rendersBefore = await renders()
      const sentBefore = await running().varnish.counter('MAIN.backend_req')
      const attacker = visitor()
      const flood = await Promise.all(
        Array.from({ length: 300 }, (_, index) =>
          get(`${page}?utm_campaign=${run}-${index}&fbclid=${index}`, {}, attacker),
        ),
      )
      expect(flood.every((answer) => answer.status === 200)).toBe(true)
      expect((await renders()) - rendersBefore).toBe(0)
      const sent = (await running().varnish.counter('MAIN.backend_req')) - sentBefore
      console.info(`300 unknown query strings: ${sent} requests to the instances, 0 renders`)
    },
  )

  it("counts new pages against the visitor's own render budget, not against Varnish's address", async () => {
    const attacker = visitor()
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) => get(`/it/flood-${run}-${index}`, {}, attacker)),
    )
    const refused = answers.filter((answer) => answer.status === 429)
    // 120 a minute, spent in windows of 10 s (decision 035): at most two windows' 20 here.
    expect(answers.filter((answer) => answer.status === 404).length).toBeLessThanOrEqual(40)
    expect(refused.length).toBeGreaterThanOrEqual(20)
    for (const answer of refused) expect(answer.headers['x-cache']).not.toBe('HIT')
    // Everyone else behind the same Varnish still gets new pages.
    expect((await get(`/it/flood-${run}-other`)).status).toBe(404)
  })

  it(
    'shows an edit saved in the one CMS on both instances and through Varnish within seconds',
    { timeout: 60_000 },
    async () => {
      const page = '/en/news/fast-at-salone-del-mobile-2025'
      const cachedOnInstance = async (origin: string) => {
        for (let attempt = 0; attempt < 10; attempt += 1)
          if ((await httpRequest(`${origin}${page}`)).headers['x-html-cache'] === 'hit') return
        throw new Error(`${origin}${page} was never answered from its page cache`)
      }
      // Before the other purges of this file: a purge rebuilds the search index a second later on
      // both instances, from the one CMS, which would slow this edit's renders, not show its path.
      // Each instance has the page in its own cache, and Varnish its copy: all three must drop it.
      for (const instance of running().instances) await cachedOnInstance(instance.url)
      await get(page)
      expect((await get(page)).headers['x-cache']).toBe('HIT')
      const title = `Salone, edited once for the whole fleet ${run}`
      const since = performance.now()
      const origins = [...running().instances.map((instance) => instance.url), running().url]
      const [answered, ...shownAfterMs] = await Promise.all([
        // The CMS announces the edit itself, through Varnish: either instance may take it.
        editEntryTitle({
          siteUrl: running().url,
          cmsUrl: running().cms.url,
          writeToken: running().cms.writeToken,
          entry: '1501',
          site: 'en',
          title,
        }).then(({ webhook }) => ({ webhook, ms: performance.now() - since })),
        ...origins.map((origin) => untilShows(`${origin}${page}`, title, { since, everyMs: 25 })),
      ])
      expect(answered.webhook.status, JSON.stringify(answered.webhook.body)).toBe(202)
      console.info(
        `an edit in the CMS: answered in ${Math.round(answered.ms)} ms, shown in ${shownAfterMs.map((ms) => `${Math.round(ms)} ms`).join(', ')} (instance a, instance b, Varnish)`,
      )
      // Purged, not expired: the caches would keep the page 60 s. The goal, p95 under 2 s, is
      // bench:publish's (20 edits); one edit here shares 2 cores with whatever else runs (some
      // 0.4 s alone, 1.5-2.2 s beside four other test runs). A quarter of the 60 s tells a purge
      // from an expiry on the slowest machine.
      for (const ms of shownAfterMs) expect(ms).toBeLessThan(15_000)
      // Varnish keeps the new page, not a copy an instance made before it heard of the edit.
      const after = await get(page)
      expect(after.text).toContain(title)
    },
  )

  it('purges a page when an instance asks, and refuses a purge from outside its ACL', async () => {
    // From 127.0.0.1, the instances' address: the page is fetched again.
    await get('/en')
    const purged = await httpRequest(`${running().url}/en`, { method: 'PURGE' })
    expect(purged.status).toBe(200)
    expect((await get('/en')).headers['x-cache']).toBe('MISS')

    // The same VCL, in front of the same instances, whose ACL names another address.
    const [, a, b] = ports
    closedToUs = await startVarnish({
      port: ports[5] ?? 0,
      instances: [
        { host: '127.0.0.1', port: a ?? 0 },
        { host: '127.0.0.1', port: b ?? 0 },
      ],
      purgers: ['192.0.2.1'],
    })
    await httpRequest(`${closedToUs.url}/en`)
    const refused = await httpRequest(`${closedToUs.url}/en`, { method: 'PURGE' })
    expect(refused.status).toBe(403)
    expect(
      (await httpRequest(`${closedToUs.url}/en`, { method: 'PURGE', headers: { xkey: 'any' } })).status,
    ).toBe(403)
    expect((await httpRequest(`${closedToUs.url}/en`)).headers['x-cache']).toBe('HIT')
  }, 30_000)

  it("drops a page from Varnish when the CMS says its entry changed, through one instance's webhook", async () => {
    const page = '/en/about-us'
    await get(page)
    expect((await get(page)).headers['x-cache']).toBe('HIT')
    // The keys Varnish stored the page under, as an instance sends them (visitors never see them).
    const [a] = running().instances
    const keys = String((await httpRequest(`${a.url}${page}`)).headers['xkey'] ?? '').split(' ')
    const entry = keys.find((key) => key.startsWith('entry:'))?.slice('entry:'.length)
    expect(entry, keys.join(' ')).toBeDefined()
    const change = {
      event: 'afterSave',
      id: entry,
      type: 'entry',
      section: 'pages',
      site: 'en',
      isNew: false,
    }
    const answer = await postWebhook(
      `${a.url}/api/cms/changed`,
      running().webhookSecret,
      JSON.stringify(change),
    )
    expect(answer.status, JSON.stringify(answer.body)).toBe(202)
    // The instance purged Varnish before it answered the webhook.
    const after = await get(page)
    expect(after.status).toBe(200)
    expect(after.headers['x-cache']).toBe('MISS')
    expect(surrogateHeaders(after)).toEqual([])
  })

  it('loses no request when an instance is killed with hundreds in flight', { timeout: 60_000 }, async () => {
    const pair = await sessionPair()
    const pages = ['/it', '/en', '/it/prodotti', '/en/products']
    // Fetches Varnish could not send to instance a: refused, held down after a refusal, or
    // skipped once its probe saw it gone. Each was sent to instance b instead.
    const notSentToA = async () => {
      const counts = await Promise.all(
        ['fail', 'helddown', 'unhealthy'].map((name) => running().varnish.counter(`VBE.boot.site_a.${name}`)),
      )
      return counts.reduce((sum, count) => sum + count, 0)
    }
    const notSentBefore = await notSentToA()
    let answered = 0
    let killed = false
    const [a] = running().instances
    const load = Array.from({ length: 300 }, (_, index) => {
      const page = pages[index % pages.length] ?? '/it'
      // A third from the cache, a third new URLs and a third logged in: both go to an instance.
      const request =
        index % 3 === 0
          ? get(page)
          : index % 3 === 1
            ? get(`${page}?load=${run}-${index}`)
            : get(page, { cookie: pair })
      return request.finally(() => {
        answered += 1
        if (answered === 20 && !killed) {
          killed = true
          a.child.signal('SIGKILL')
        }
      })
    })
    const results = await Promise.allSettled(load)
    expect(killed).toBe(true)
    expect(await a.child.exited).toMatchObject({ signal: 'SIGKILL' })
    const failures = results.filter((result) => result.status === 'rejected' || result.value.status !== 200)
    const sentToB = (await notSentToA()) - notSentBefore
    console.info(
      `instance a killed after 20 of 300 answers: ${failures.length} failed; ${sentToB} fetches could not reach a and went to b`,
    )
    expect(
      failures.map((result) => (result.status === 'rejected' ? String(result.reason) : result.value.status)),
    ).toEqual([])
  })
})
