import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePortsBetween } from '#tools/testing/free-port'
import { type HttpAnswer, httpRequest } from '#tools/testing/http-request'
import { type Varnish, assertVarnishInstalled, startVarnish } from './varnish'

// deploy/varnish/site.vcl's rules one by one, in front of two stand-in instances that answer
// what the site will (surrogate keys, which it sends once the publishing webhook lands) or what it
// must never get stored (a cookie set, private, nothing said). The real site behind it:
// tests/faults/fleet.test.ts.

type StandIn = { name: 'a' | 'b'; server: Server; requests: string[] }

function answer(name: 'a' | 'b', request: IncomingMessage, response: ServerResponse): void {
  const url = request.url ?? '/'
  const path = url.split('?')[0]
  const send = (status: number, headers: Record<string, string | string[]>, body: string) => {
    response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', ...headers })
    response.end(body)
  }
  const shared = { 'cache-control': 'public, s-maxage=60, stale-while-revalidate=600' }
  if (path === '/readyz' || path === '/healthz') return send(200, { 'cache-control': 'no-store' }, 'ok')
  if (path === '/tagged')
    return send(
      200,
      { ...shared, xkey: 'entry-1 entry-2', 'surrogate-key': 'entry-1', 'cache-tag': 'entry-1' },
      `tagged, from ${name}`,
    )
  if (path === '/other-tagged') return send(200, { ...shared, xkey: 'entry-3' }, `other, from ${name}`)
  if (path === '/sets-a-cookie') return send(200, { ...shared, 'set-cookie': 'seen=1; Path=/' }, 'cookie')
  if (path === '/private') return send(200, { 'cache-control': 'private, no-store' }, 'private')
  if (path === '/says-nothing') return send(200, {}, 'no cache-control')
  if (path === '/fails-on-a')
    return name === 'a' ? send(503, {}, 'failed on a') : send(200, shared, `answered by ${name}`)
  // An instance that dies halfway through an answer: its headers and half its body, then nothing.
  if (path === '/cut-on-a') {
    const body = `answered whole by ${name} `.repeat(400)
    if (name === 'b') return send(200, { 'cache-control': 'private, no-store' }, body)
    response.writeHead(200, {
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(body.length),
    })
    response.write(body.slice(0, body.length / 2))
    setTimeout(() => response.socket?.destroy(), 50)
    return
  }
  // What an instance receives, for the tests of what Varnish forwards.
  if (path === '/echo')
    return send(200, { 'cache-control': 'private, no-store' }, JSON.stringify(request.headers))
  send(404, {}, 'not here')
}

async function startStandIn(name: 'a' | 'b', port: number): Promise<StandIn> {
  const requests: string[] = []
  const server = createServer((request, response) => {
    if (!/^\/(readyz|healthz)/.test(request.url ?? '')) requests.push(request.url ?? '')
    answer(name, request, response)
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return { name, server, requests }
}

let ports: number[] = []
let a: StandIn
let b: StandIn
let varnish: Varnish
let closedToUs: Varnish | undefined

const host = '127.0.0.1'
const get = (path: string, headers: Record<string, string> = {}, through = varnish) =>
  httpRequest(`${through.url}${path}`, { headers })
const purge = (path: string, headers: Record<string, string> = {}, through = varnish) =>
  httpRequest(`${through.url}${path}`, { method: 'PURGE', headers })
const reached = (path: string) => [...a.requests, ...b.requests].filter((url) => url === path).length
const surrogateHeaders = (answer: HttpAnswer) =>
  Object.keys(answer.headers).filter((name) => /^(xkey|surrogate-key|cache-tag)$/i.test(name))

beforeAll(async () => {
  assertVarnishInstalled()
  // 3450-3499: tests/faults/fleet.test.ts, which may run at the same time, takes 3400-3449.
  ports = await freePortsBetween(4, 3450, 3499)
  const [portA = 0, portB = 0, proxy = 0] = ports
  a = await startStandIn('a', portA)
  b = await startStandIn('b', portB)
  varnish = await startVarnish({
    port: proxy,
    instances: [
      { host, port: portA },
      { host, port: portB },
    ],
    purgers: [host],
  })
}, 60_000)

afterAll(async () => {
  await Promise.all([varnish?.stop(), closedToUs?.stop()])
  await Promise.all(
    [a, b].filter(Boolean).map((standIn) => new Promise((resolve) => standIn.server.close(resolve))),
  )
})

describe('deploy/varnish/site.vcl in front of two instances', () => {
  it('stores a public answer and keeps its surrogate keys from visitors, on a miss and on a hit', async () => {
    const first = await get('/tagged')
    const second = await get('/tagged')
    expect([first.headers['x-cache'], second.headers['x-cache']]).toEqual(['MISS', 'HIT'])
    expect(second.text).toBe(first.text)
    expect(surrogateHeaders(first)).toEqual([])
    expect(surrogateHeaders(second)).toEqual([])
    expect(reached('/tagged')).toBe(1)
  })

  it('purges every page naming a key when an instance asks, and only those', async () => {
    await get('/tagged')
    await get('/other-tagged')
    expect((await get('/other-tagged')).headers['x-cache']).toBe('HIT')
    const purged = await purge('/', { xkey: 'entry-2' })
    expect(purged.status).toBe(200)
    expect(purged.text).toContain('Purged 1 objects')
    expect((await get('/tagged')).headers['x-cache']).toBe('MISS')
    expect((await get('/other-tagged')).headers['x-cache']).toBe('HIT')
  })

  it('purges one URL when an instance asks, whatever Host the purge names', async () => {
    await get('/other-tagged')
    const purged = await purge('/other-tagged', { host: 'www.somewhere-else.example' })
    expect(purged.status).toBe(200)
    expect((await get('/other-tagged')).headers['x-cache']).toBe('MISS')
  })

  it.each(['/sets-a-cookie', '/private', '/says-nothing'])(
    'never stores %s: every request reaches an instance',
    async (path) => {
      const answers = [await get(path), await get(path), await get(path)]
      expect(answers.map((answer) => answer.headers['x-cache'])).not.toContain('HIT')
      expect(reached(path)).toBe(3)
    },
  )

  it('asks the other instance once more when one answers 5xx, so the visitor never sees it', async () => {
    const answers = await Promise.all(Array.from({ length: 6 }, (_, index) => get(`/fails-on-a?n=${index}`)))
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200))
    for (const answer of answers) expect(answer.text).toBe('answered by b')
    expect(a.requests.filter((url) => url.startsWith('/fails-on-a')).length).toBeGreaterThan(0)
  })

  it("gives a visitor the other instance's whole answer when one dies halfway through sending its own", async () => {
    // The round robin sends one of each pair to a; every visitor still gets a whole page, from b.
    const answers = await Promise.all(['1', '2', '3', '4'].map((n) => get(`/cut-on-a?n=${n}`)))
    expect(a.requests.filter((url) => url.startsWith('/cut-on-a')).length).toBeGreaterThan(0)
    for (const cut of answers) {
      expect(cut.status).toBe(200)
      expect(cut.text).toBe('answered whole by b '.repeat(400))
    }
  })

  it('forwards only the locale cookie with a shared request, and every cookie with a session', async () => {
    const seen = async (headers: Record<string, string>) =>
      JSON.parse((await get('/echo', headers)).text) as Record<string, string | undefined>
    expect((await seen({ cookie: '_ga=GA1.2.3; locale=en; fast_session=MTc5' })).cookie).toBe('locale=en')
    expect((await seen({ cookie: '_ga=GA1.2.3; locale=fr' })).cookie).toBeUndefined()
    const session = '_ga=GA1.2.3; fast_jwt=a.b.c; locale=it'
    expect((await seen({ cookie: session })).cookie).toBe(session)
    expect((await get('/echo', { cookie: session })).headers['x-cache']).toBe('PASS')
  })

  it('forwards no header that names another host for the page', async () => {
    const forged = await get('/echo', {
      'x-forwarded-host': 'evil.example',
      forwarded: 'host=evil.example;proto=http',
      'x-original-url': '/it/account',
    })
    expect(forged.text).not.toContain('evil.example')
    expect(forged.text).not.toContain('/it/account')
  })

  it('refuses purges from an address outside its ACL, and keeps the page', async () => {
    closedToUs = await startVarnish({
      port: ports[3] ?? 0,
      instances: [
        { host, port: ports[0] ?? 0 },
        { host, port: ports[1] ?? 0 },
      ],
      purgers: ['192.0.2.1'],
    })
    await get('/tagged', {}, closedToUs)
    expect((await purge('/tagged', {}, closedToUs)).status).toBe(403)
    expect((await purge('/', { xkey: 'entry-1' }, closedToUs)).status).toBe(403)
    expect((await get('/tagged', {}, closedToUs)).headers['x-cache']).toBe('HIT')
  }, 30_000)
})
