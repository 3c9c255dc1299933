import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { cspDirectives, serializeCsp } from './csp.server'

let site: BuiltSite | undefined

beforeAll(async () => {
  site = await startBuiltSite({ PUBLIC_URL: 'https://www.fast.example' })
})

afterAll(async () => {
  await site?.stop()
})

function get(path: string, headers: Record<string, string> = {}): Promise<Response> {
  if (!site) throw new Error('the built site did not start')
  return fetch(`${site.url}${path}`, { headers, redirect: 'manual' })
}

/** The CSP directive `name` of an answer, as its list of sources. */
function directive(response: Response, name: string): string[] {
  const policy = response.headers.get('content-security-policy') ?? ''
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name)
  return found ? found.slice(1) : []
}

/**
 * Computed here again, apart from the middleware: the sha256 of each inline script's text. JSON-LD
 * blocks are data, never run, and CSP does not govern them: they are left out.
 */
function hashesOfInlineScripts(html: string): string[] {
  return [
    ...html.matchAll(
      /<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g,
    ),
  ].map(([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`)
}

/** The same for each `<style>` element. */
function hashesOfStyleElements(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(
    ([, body = '']) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`,
  )
}

describe('the HTTP answers of the built site', () => {
  it('lists the sha256 of every inline script of a page in script-src, and no unsafe-inline', async () => {
    for (const path of ['/it', '/en/products', '/it/rivenditori', '/en/login']) {
      const response = await get(path)
      const html = await response.text()
      const hashes = hashesOfInlineScripts(html)
      expect(hashes.length, path).toBeGreaterThan(0)
      const scriptSrc = directive(response, 'script-src')
      expect(scriptSrc).toContain("'self'")
      expect(scriptSrc).not.toContain("'unsafe-inline'")
      for (const hash of hashes) expect(scriptSrc, path).toContain(hash)
      expect(scriptSrc.length).toBe(new Set(hashes).size + 1)
    }
  })

  it('writes each page its stylesheets inline, allowed by their hashes, and the links disabled', async () => {
    for (const path of ['/it', '/en/products', '/it/rivenditori', '/en/login']) {
      const response = await get(path)
      const html = await response.text()
      const styles = [...html.matchAll(/<style data-href="([^"]+)">/g)].map(([, href]) => href)
      expect(styles.length, path).toBeGreaterThan(0)
      // Each inlined file keeps its link for hydration, switched off so the browser does not fetch it.
      for (const href of styles) expect(html, path).toContain(`<link rel="stylesheet" href="${href}`)
      expect(html, path).not.toMatch(/<link rel="stylesheet" href="\/assets\/[^"]+"\/>/)
      const hashes = hashesOfStyleElements(html)
      expect(directive(response, 'style-src-elem'), path).toEqual(["'self'", ...new Set(hashes)])
      expect(directive(response, 'style-src'), path).toEqual(["'self'", ...new Set(hashes)])
    }
    // The inlined text is the file's own.
    const html = await (await get('/it')).text()
    const [, href = '', text = ''] = html.match(/<style data-href="([^"]+)">([\s\S]*?)<\/style>/) ?? []
    expect(await (await get(href)).text()).toBe(text)
  })

  // The rewrites of script-priority.server.ts and inline-stylesheets.server.ts read React Router's
  // markup; after a framework update that changes it they would find nothing and switch off
  // silently. This fails the moment either finds nothing on a real page.
  it('finds React Router bootstrap and preloads on every page, and starts them after paint', async () => {
    for (const path of ['/it', '/en/products', '/it/rivenditori', '/en/login', '/en/not-a-page']) {
      const html = await (await get(path)).text()
      expect(
        html.match(/<script type="text\/x-module-after-paint" data-preload="[^"]+">/g),
        path,
      ).toHaveLength(1)
      expect(html, path).not.toContain('<script type="module"')
      expect(html, path).not.toContain('rel="modulepreload"')
      expect(html, path).toMatch(/<style data-href="\/assets\/[^"]+\.css">/)
    }
  })

  it('gives the same content the same bytes and ETag, however many renders run at once', async () => {
    // A session cookie skips the HTML cache: each of these is a render of its own, all in parallel.
    const renders = await Promise.all(
      Array.from({ length: 24 }, () => get('/en/products', { cookie: 'fast_jwt=not.a.session' })),
    )
    const etags = new Set(renders.map((response) => response.headers.get('etag')))
    await Promise.all(renders.map((response) => response.arrayBuffer()))
    expect(renders.map((response) => response.status)).toEqual(renders.map(() => 200))
    expect(etags.size).toBe(1)
  })

  it('sends the security headers on pages, API answers and assets', async () => {
    for (const path of ['/it', '/api/map/style.json', '/robots.txt', '/healthz']) {
      const response = await get(path)
      expect(response.headers.get('strict-transport-security'), path).toMatch(/max-age=31536000/)
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(response.headers.get('x-content-type-options')).toBe('nosniff')
      expect(response.headers.get('permissions-policy')).toMatch(
        /geolocation=\(self\).*camera=\(\).*microphone=\(\)/,
      )
      expect(directive(response, 'frame-ancestors')).toEqual(["'none'"])
      expect(directive(response, 'object-src')).toEqual(["'none'"])
    }
    const page = await get('/it')
    expect(directive(page, 'img-src')).toEqual(["'self'", 'data:', 'blob:'])
    expect(directive(page, 'worker-src')).toEqual(["'self'", 'blob:'])
    expect(directive(page, 'child-src')).toContain('blob:')
    expect(directive(page, 'frame-src')).toContain('https:')
    expect(directive(page, 'style-src')).not.toContain("'unsafe-inline'")
    // Without MAPBOX_KEY the map never leaves the site.
    expect(directive(page, 'connect-src')).toEqual(["'self'"])
  })

  it('caches anonymous pages publicly, and never a visitor with a session or the reserved area', async () => {
    const anonymous = await get('/it')
    expect(anonymous.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=600')
    // A shared cache keeps the anonymous copy apart from what a signed-in visitor gets.
    expect(anonymous.headers.get('vary')).toMatch(/\bCookie\b/)
    const signedIn = await get('/it', { cookie: 'fast_jwt=some.token.value' })
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store')
    for (const path of [
      '/it/account',
      '/en/login',
      '/it/register',
      '/it/cambio-password',
      '/en/change-password',
      '/it/reset-password',
    ]) {
      const response = await get(path)
      await response.arrayBuffer()
      expect(response.headers.get('cache-control'), path).toBe('private, no-store')
    }
    // Outside /it and /en a 404 is in the language of the visitor's cookie or Accept-Language.
    for (const language of ['it', 'en']) {
      const stray = await get('/not-a-page', { 'accept-language': language })
      expect(await stray.text()).toContain(`<html lang="${language}"`)
      expect(stray.headers.get('cache-control')).toBe('private, no-store')
    }
    // A client navigation's page data holds the root loader's user: private like its page.
    const signedInData = await get('/en/products.data', { cookie: 'fast_jwt=some.token.value' })
    await signedInData.arrayBuffer()
    expect(signedInData.headers.get('cache-control')).toBe('private, no-store')
    expect(signedInData.headers.get('vary')).toMatch(/\bCookie\b/)
  })

  it('makes /api answers private unless the router sets its own, and hashed assets immutable', async () => {
    const session = await get('/api/auth/v1/session')
    expect(session.headers.get('cache-control')).toMatch(/no-store/)
    const map = await get('/api/map/style.json')
    expect(map.headers.get('cache-control')).toBe('public, max-age=3600')
    const html = await (await get('/it')).text()
    const asset = html.match(/\/assets\/[\w.-]+\.js/)?.[0]
    expect(asset).toBeDefined()
    const file = await get(asset ?? '')
    expect(file.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('answers 304 to If-None-Match with the page ETag', async () => {
    const first = await get('/en/products')
    await first.arrayBuffer()
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await get('/en/products', { 'if-none-match': etag ?? '' })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    const changed = await get('/en/products', { 'if-none-match': 'W/"other"' })
    expect(changed.status).toBe(200)
  })

  it('compresses text with brotli or gzip, as the client asks', async () => {
    const brotli = await get('/it', { 'accept-encoding': 'br' })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(await brotli.text()).toContain('</html>')
    const gzip = await get('/it', { 'accept-encoding': 'gzip' })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toContain('</html>')
  })
})

describe('the Content-Security-Policy', () => {
  const base = {
    dev: false,
    mapboxKey: undefined,
    cmsGraphqlUrl: undefined,
    publicUrl: 'http://localhost:3000',
  }

  it("opens connect-src to Mapbox's API only when a key is set", () => {
    expect(cspDirectives(base)['connect-src']).toEqual(["'self'"])
    expect(cspDirectives({ ...base, mapboxKey: 'pk.test' })['connect-src']).toContain(
      'https://api.mapbox.com',
    )
  })

  it('relaxes scripts and styles for Vite in development only', () => {
    expect(serializeCsp(cspDirectives(base))).not.toContain('unsafe-eval')
    expect(cspDirectives({ ...base, dev: true })['script-src']).toContain("'unsafe-inline'")
    expect(cspDirectives({ ...base, dev: true })['connect-src']).toContain('ws:')
  })

  it('upgrades insecure requests only on an https site', () => {
    expect(cspDirectives(base)).not.toHaveProperty('upgrade-insecure-requests')
    expect(cspDirectives({ ...base, publicUrl: 'https://www.fast.example' })).toHaveProperty(
      'upgrade-insecure-requests',
    )
  })
})
