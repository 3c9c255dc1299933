import { request as httpRequest } from 'node:http'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }

/** A raw request, so the answer's bytes are read as sent (fetch would decompress them). */
function get(
  site: BuiltSite,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  const url = new URL(path, site.url)
  return new Promise((resolve, reject) => {
    httpRequest(url, { method, headers }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      )
    })
      .on('error', reject)
      .end()
  })
}

/**
 * Renders the page once, then asks until the short path answers with brotli (the page is
 * compressed once, off the event loop; until then it goes out plain).
 */
async function untilBrotli(site: BuiltSite, path: string): Promise<Answer> {
  await get(site, path)
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const answer = await get(site, path, { 'accept-encoding': 'br, gzip' })
    if (answer.headers['content-encoding'] === 'br') return answer
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${path} was never answered with brotli`)
}

let site: BuiltSite | undefined

beforeAll(async () => {
  site = await startBuiltSite()
}, 60_000)

afterAll(async () => {
  await site?.stop()
})

describe('cached pages from the short path', () => {
  it('answers the same page, headers and policy, compressed once, to the next visitor', async () => {
    if (!site) throw new Error('not started')
    const first = await get(site, '/en/about-us')
    expect(first.status).toBe(200)
    const cached = await untilBrotli(site, '/en/about-us')
    expect(cached.headers['x-html-cache']).toBe('hit')
    expect(brotliDecompressSync(cached.body).equals(first.body)).toBe(true)
    for (const name of [
      'content-security-policy',
      'cache-control',
      'etag',
      'content-type',
      'x-content-type-options',
    ])
      expect(cached.headers[name], name).toBe(first.headers[name])
    expect(String(cached.headers['vary'])).toMatch(/Accept-Encoding/)
    expect(Number(cached.headers['content-length'])).toBe(cached.body.length)

    const plain = await get(site, '/en/about-us')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.body.equals(first.body)).toBe(true)
  })

  it('answers If-None-Match with 304 and HEAD with headers only', async () => {
    if (!site) throw new Error('not started')
    const page = await untilBrotli(site, '/it/chi-siamo')
    const etag = String(page.headers['etag'])
    const revalidated = await get(site, '/it/chi-siamo', { 'if-none-match': etag })
    expect(revalidated.status).toBe(304)
    expect(revalidated.body.length).toBe(0)
    const head = await get(site, '/it/chi-siamo', { 'accept-encoding': 'br' }, 'HEAD')
    expect(head.status).toBe(200)
    expect(head.body.length).toBe(0)
    expect(Number(head.headers['content-length'])).toBe(page.body.length)
  })

  it('leaves a visitor with a session cookie and a preview request to the full path', async () => {
    if (!site) throw new Error('not started')
    await untilBrotli(site, '/en/products')
    const signedIn = await get(site, '/en/products', { cookie: 'fast_jwt=anything' })
    expect(signedIn.headers['x-html-cache']).toBeUndefined()
    expect(String(signedIn.headers['cache-control'])).toMatch(/private/)
    const preview = await get(site, '/en/products?token=made-up&x-craft-live-preview=1')
    expect(preview.headers['content-encoding']).toBeUndefined()
    expect(preview.status).toBe(200)
  })
})
