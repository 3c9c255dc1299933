import type { Server } from 'node:http'
import express from 'express'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { htmlCache } from './html-cache.server'
import { recordRenderedFor } from './http/rendered-for.server'
import { livePreview } from './live-preview.server'

// A stand-in for React Router's handler behind the real middleware, over real HTTP: it counts
// renders and streams its HTML in two writes, as React Router does.
let renders = 0
let version: number | undefined = 1
let server: Server
let origin = ''

beforeAll(async () => {
  const app = express()
  // The CMS accepts one preview token here: 'draft'.
  app.use(livePreview({ check: (token) => Promise.resolve(token === 'draft') }))
  app.use(htmlCache({ config: { cmsCacheTtlSeconds: 60 }, contentVersion: () => version }))
  app.all('/{*splat}', (request, response) => {
    renders += 1
    // As the root loader's session lookup records it (visitor-of.server.ts): a test header stands
    // for a session the cache's own look at the Cookie header did not see.
    recordRenderedFor(response, request.get('x-test-visitor') ? 'visitor' : 'anonymous')
    if (request.path === '/it/login') response.setHeader('Set-Cookie', 'fast_locale=it; Path=/')
    response.status(request.path === '/it/nowhere' ? 404 : 200)
    response.setHeader('Content-Type', 'text/html; charset=utf-8')
    response.write(`<!DOCTYPE html><html><body>render ${renders} of ${request.originalUrl}`)
    // A slow render, as a real one is, for the requests that arrive while it runs.
    if (request.path === '/it/lento') setTimeout(() => response.end('</body></html>'), 100)
    else response.end('</body></html>')
  })
  server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
})

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

beforeEach(() => {
  version = (version ?? 0) + 1
})

async function get(
  path: string,
  init: RequestInit = {},
): Promise<{ status: number; body: string; cache: string | null }> {
  const response = await fetch(`${origin}${path}`, init)
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-html-cache') }
}

describe('the HTML cache in front of the renderer', () => {
  it('serves a second anonymous request of a URL from memory, with the same status and body', async () => {
    const before = renders
    const first = await get('/it/prodotti')
    const second = await get('/it/prodotti')
    expect(renders - before).toBe(1)
    expect(second).toEqual({ ...first, cache: 'hit' })
    expect(second.body).toContain('/it/prodotti')
    const missing = await get('/it/nowhere')
    expect(await get('/it/nowhere')).toEqual({ ...missing, cache: 'hit' })
    expect(missing.status).toBe(404)
  })

  it('keys pages by path and the query parameters their screen reads, and renders them as that URL', async () => {
    const before = renders
    await get('/en/search?q=tavolo')
    await get('/en/search?q=sedia&utm_source=mail')
    expect((await get('/en/search?utm_medium=x&q=tavolo')).cache).toBe('hit')
    const tracked = await get('/en/products?page=2&utm_source=mail&fbclid=1')
    expect(tracked.body).toContain('of /en/products<')
    expect((await get('/en/products?gclid=2')).cache).toBe('hit')
    expect((await get('/en/products')).cache).toBe('hit')
    expect(renders - before).toBe(3)
  })

  it('renders a page once however many ask for it while it renders', async () => {
    const before = renders
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => get(`/it/lento?utm_id=${index}`)),
    )
    expect(renders - before).toBe(1)
    expect(answers.filter((answer) => answer.cache === 'hit')).toHaveLength(19)
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1)
  })

  it('renders afresh for a visitor with the session cookie, an accepted live-preview token, or a POST', async () => {
    await get('/it')
    const before = renders
    await get('/it', { headers: { cookie: 'fast_locale=it; fast_jwt=abc' } })
    await get('/it?token=draft&x-craft-live-preview=1')
    await get('/it', { method: 'POST' })
    expect(renders - before).toBe(3)
    expect((await get('/it', { headers: { cookie: 'fast_locale=en' } })).cache).toBe('hit')
  })

  it('keeps nothing a render made for a visitor, however anonymous the request looked', async () => {
    const before = renders
    await get('/it/progetti', { headers: { 'x-test-visitor': '1' } })
    expect((await get('/it/progetti')).cache).toBe('miss')
    expect(renders - before).toBe(2)
  })

  it('serves the stored page to a live-preview token the CMS refuses, and renders such a request as the page everyone gets', async () => {
    const stored = await get('/it/contatti')
    const before = renders
    const bogus = await get('/it/contatti?token=made-up&x-craft-live-preview=1')
    expect(bogus).toEqual({ ...stored, cache: 'hit' })
    // Rendered as the page's own URL, the token never reaches the render: kept as everyone's page.
    const refused = await get('/it/chi-siamo?token=made-up&x-craft-live-preview=1')
    expect(refused.body).toContain('of /it/chi-siamo<')
    expect((await get('/it/chi-siamo')).cache).toBe('hit')
    expect(renders - before).toBe(1)
  })

  it('renders again once the content version changes', async () => {
    const before = renders
    await get('/it/news')
    await get('/it/news')
    version = (version ?? 0) + 1
    const after = await get('/it/news')
    expect(after.cache).toBe('miss')
    expect(renders - before).toBe(2)
  })

  it('keeps nothing while the content version is unknown (CMS cache off)', async () => {
    version = undefined
    const before = renders
    await get('/it/rivenditori')
    await get('/it/rivenditori')
    expect(renders - before).toBe(2)
  })

  it('does not keep answers that set a cookie, nor paths whose language depends on the visitor', async () => {
    const before = renders
    await get('/it/login')
    await get('/it/login')
    await get('/nowhere')
    await get('/nowhere')
    expect(renders - before).toBe(4)
  })
})
