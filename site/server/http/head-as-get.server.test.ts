import { readdirSync } from 'node:fs'
import { type IncomingMessage, request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'

let site: BuiltSite | undefined

beforeAll(async () => {
  site = await startBuiltSite()
})

afterAll(async () => {
  await site?.stop()
})

type Answer = { status: number; headers: Record<string, string>; bodyBytes: number }

/**
 * One request by node:http, which sends only the headers given (fetch adds Accept-Encoding, and
 * Cache-Control: no-cache to a conditional request, which turns Express's 304 off).
 */
function request(
  method: 'GET' | 'HEAD',
  path: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  if (!site) throw new Error('the built site did not start')
  const url = new URL(path, site.url)
  return new Promise((resolve, reject) => {
    const sent = httpRequest(url, { method, headers, agent: false }, (response) => {
      let bodyBytes = 0
      response.on('data', (chunk: Buffer) => (bodyBytes += chunk.length))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: headersOf(response), bodyBytes }),
      )
      response.on('error', reject)
    })
    sent.on('error', reject)
    sent.end()
  })
}

// The clock, the socket, the framing of a body (Node sends no Transfer-Encoding without one), and
// the id every request gets for the logs.
const unrelated = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id'])

function headersOf(response: IncomingMessage): Record<string, string> {
  return Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) =>
      unrelated.has(name) || value === undefined ? [] : [[name, String(value)]],
    ),
  )
}

const pages = ['/it', '/en/products', '/it/rivenditori', '/en/no-such-page']

const sameHeaders = (a: Answer, b: Answer) =>
  a.status === b.status && JSON.stringify(a.headers) === JSON.stringify(b.headers)

/**
 * A GET, a HEAD and a GET again, until both GETs agree. A stored page changes once by itself: it
 * is sent plain until its brotli and gzip forms are made in the background (finished-pages.server.ts),
 * so a HEAD is compared with the answer of the moment it was asked, never with an older one.
 */
async function headBetweenGets(path: string, headers: Record<string, string>) {
  for (let attempt = 0; attempt < 20; attempt++) {
    const before = await request('GET', path, headers)
    const head = await request('HEAD', path, headers)
    const after = await request('GET', path, headers)
    if (sameHeaders(before, after)) return { get: after, head }
  }
  throw new Error(`${path}: its GET answer kept changing`)
}

describe('a HEAD request', () => {
  it('answers a page with the status and headers of its GET, and no body', async () => {
    const asset = readdirSync('build/client/assets').find((name) => name.endsWith('.js'))
    for (const path of [...pages, `/assets/${asset}`, '/robots.txt', '/api/map/style.json']) {
      for (const encoding of ['identity', 'br, gzip']) {
        const { get, head } = await headBetweenGets(path, { 'Accept-Encoding': encoding })
        expect(head.status, path).toBe(get.status)
        expect(head.headers, `${path} ${encoding}`).toEqual(get.headers)
        if (encoding === 'identity') expect(head.headers['content-length'], path).toBe(String(get.bodyBytes))
        expect(get.bodyBytes, path).toBeGreaterThan(0)
        expect(head.bodyBytes, path).toBe(0)
      }
    }
  })

  it("carries a stored page's brotli form once it is made, as GET does", async () => {
    const headers = { 'Accept-Encoding': 'br, gzip' }
    for (const path of pages) {
      await expect
        .poll(async () => (await request('GET', path, headers)).headers['content-encoding'], {
          timeout: 10_000,
        })
        .toBe('br')
      const { get, head } = await headBetweenGets(path, headers)
      expect(head.headers, path).toEqual(get.headers)
      expect(head.headers['content-encoding'], path).toBe('br')
      expect(head.bodyBytes, path).toBe(0)
    }
  })

  it('carries the page headers on a page the HTML cache has not seen yet', async () => {
    const head = await request('HEAD', '/en/stores')
    expect(head.status).toBe(200)
    expect(head.headers['content-type']).toMatch(/^text\/html/)
    expect(head.headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600')
    expect(head.headers['vary']).toMatch(/Cookie/)
    expect(head.headers['etag']).toMatch(/^W\/"/)
    expect(head.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
    expect(head.headers['x-html-cache']).toBe('miss')
    const get = await request('GET', '/en/stores')
    expect(get.headers['x-html-cache']).toBe('hit')
    expect(head.headers['etag']).toBe(get.headers['etag'])
    expect(head.headers['content-security-policy']).toBe(get.headers['content-security-policy'])
  })

  it("answers 304 when If-None-Match names the page's ETag, as GET does", async () => {
    for (const path of ['/it', '/robots.txt']) {
      const etag = (await request('HEAD', path)).headers['etag'] ?? ''
      expect(etag, path).not.toBe('')
      const get = await request('GET', path, { 'If-None-Match': etag })
      const head = await request('HEAD', path, { 'If-None-Match': etag })
      expect(get.status, path).toBe(304)
      expect(head.status, path).toBe(304)
      expect(head.headers, path).toEqual(get.headers)
    }
  })

  it('sends the private Cache-Control of a signed-in visitor, as GET does', async () => {
    const cookie = { Cookie: 'fast_jwt=not-a-valid-token' }
    const get = await request('GET', '/it', cookie)
    const head = await request('HEAD', '/it', cookie)
    expect(head.headers['cache-control']).toBe('private, no-store')
    expect(head.headers).toEqual(get.headers)
  })
})
