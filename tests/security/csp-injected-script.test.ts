import type { Server } from 'node:http'
import express from 'express'
import type { Response } from 'express'
import { chromium } from 'playwright-core'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { htmlCache } from '#site/server/html-cache.server'
import { recordRenderedFor } from '#site/server/http/rendered-for.server'
import { htmlAnswers } from '#site/server/http/html-answers.server'
import { renderNonceOf } from '#site/server/http/render-nonce.server'
import { scriptsAfterPaint, startScriptsAfterPaint } from '#site/server/http/script-priority.server'
import { startBuiltSite } from '#tools/testing/built-site'
import type { BuiltSite } from '#tools/testing/built-site'
import { chromiumArgs, chromiumExecutable } from '#tools/testing/chromium-path'
import { framesPainted } from '#tools/testing/page-settled'

/**
 * docs/security.md: content that slipped into a page's HTML as an inline script (a sanitizer bug,
 * a screen that writes HTML some other way) must not be allowed by the page's own CSP. The
 * page below goes through the site's real HTML pipeline (htmlAnswers in front of the HTML cache,
 * as site-server.server.ts mounts them); its "framework" script is stamped with the render's
 * nonce as React Router's are (entry.server.tsx), the injected one is not.
 */
const csp = { dev: false, mapboxKey: undefined, cmsGraphqlUrl: undefined, publicUrl: 'http://127.0.0.1' }

function injectedPage(response: Response): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Collection</title></head><body>',
    '<main><h1>Onda</h1><div class="lead"><p>Soft curves.</p>',
    '<script>window.pwned=true</script>',
    '</div></main>',
    `<script nonce="${renderNonceOf(response)}">window.framework=true</script>`,
    '</body></html>',
  ].join('')
}

/**
 * The same page as the built site finishes it (decision 032): React Router's bootstrap waits under
 * an inert type for the loader after it. The content carries a waiting "bootstrap" of its own,
 * earlier in the page, with preloads of its choosing: the loader must run the real one only.
 */
function injectedBootstrapPage(response: Response): string {
  return [
    '<!DOCTYPE html><html lang="en"><head><meta charSet="utf-8"/><title>Collection</title></head><body>',
    '<main><h1>Onda</h1><div class="lead">',
    '<script type="text/x-module-after-paint" data-preload="/evil.js">window.pwned=true</script>',
    '</div></main>',
    `<script type="module" async="" nonce="${renderNonceOf(response)}">window.framework=true</script>`,
    '</body></html>',
  ].join('')
}

type Seen = { pwned: unknown; framework: unknown; violations: string[] }

/** Opens `url` with a listener for CSP violations in place before any page script. */
async function visit(
  browser: Browser,
  url: string,
): Promise<Seen & { cache: string | null; policy: string }> {
  const context = await browser.newContext()
  const page: Page = await context.newPage()
  try {
    await page.addInitScript(() => {
      const seen: string[] = []
      Object.assign(window, { cspViolations: seen })
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
      )
    })
    const answer = await page.goto(url, { waitUntil: 'load' })
    // Inline scripts and their violation reports have had two painted frames to run.
    await framesPainted(page)
    const seen = await page.evaluate(() => {
      const scope = window as unknown as Record<string, unknown>
      return {
        pwned: scope['pwned'] ?? null,
        framework: scope['framework'] ?? null,
        violations: [...(scope['cspViolations'] as string[])],
      }
    })
    const headers = answer?.headers() ?? {}
    return {
      ...seen,
      cache: headers['x-html-cache'] ?? null,
      policy: headers['content-security-policy'] ?? '',
    }
  } finally {
    await context.close()
  }
}

type Served = { origin: string; close: () => Promise<void> }

/** Serves `app` on a free loopback port. */
async function serve(app: express.Express): Promise<Served> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  return {
    origin: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

let browser: Browser

beforeAll(async () => {
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...chromiumArgs] })
})

afterAll(async () => {
  await browser?.close()
})

describe('a page with a script injected into its content', () => {
  let served: Served
  let url: string

  beforeAll(async () => {
    const app = express()
    app.use(htmlAnswers({ csp }))
    app.use(htmlCache({ config: { cmsCacheTtlSeconds: 60 }, contentVersion: () => 1 }))
    app.get('/en/collections/onda', (_request, response) => {
      // As React Router's root loader records it: a render for nobody, which the cache may keep.
      recordRenderedFor(response, 'anonymous')
      response.type('html').send(injectedPage(response))
    })
    served = await serve(app)
    url = `${served.origin}/en/collections/onda`
  })

  afterAll(async () => {
    await served.close()
  })

  it('gets no hash for it: the browser reports a violation and the script does not run', async () => {
    const fresh = await visit(browser, url)
    expect(fresh.cache).toBe('miss')
    expect(fresh.framework).toBe(true)
    expect(fresh.pwned).toBeNull()
    expect(fresh.violations).toEqual(['script-src-elem inline'])
  })

  it('keeps that guarantee when the page comes from the HTML cache, under the same policy', async () => {
    const first = await visit(browser, url)
    const cached = await visit(browser, url)
    expect(cached.cache).toBe('hit')
    expect(cached.policy).toBe(first.policy)
    expect(cached.framework).toBe(true)
    expect(cached.pwned).toBeNull()
    expect(cached.violations).toEqual(['script-src-elem inline'])
  })
})

describe('a page whose content carries a waiting bootstrap of its own', () => {
  let served: Served
  let url: string
  const evilAsked: string[] = []

  beforeAll(async () => {
    const app = express()
    app.use(htmlAnswers({ csp, finishPage: scriptsAfterPaint, ownScripts: [startScriptsAfterPaint] }))
    app.get('/evil.js', (request, response) => {
      evilAsked.push(request.url)
      response.type('text/javascript').send('window.pwned=true')
    })
    app.get('/en/collections/onda', (_request, response) => {
      response.type('html').send(injectedBootstrapPage(response))
    })
    served = await serve(app)
    url = `${served.origin}/en/collections/onda`
  })

  afterAll(async () => {
    await served.close()
  })

  it("runs the real bootstrap after the paint, and neither the content's script nor its preloads", async () => {
    const seen = await visit(browser, url)
    expect(seen.framework).toBe(true)
    expect(seen.pwned).toBeNull()
    expect(seen.violations).toEqual([])
    expect(evilAsked).toEqual([])
  })
})

describe('the built site under that policy', () => {
  let site: BuiltSite

  beforeAll(async () => {
    site = await startBuiltSite()
  }, 60_000)

  afterAll(async () => {
    await site?.stop()
  })

  it('runs its own inline scripts, fresh and from the HTML cache, without a violation', async () => {
    const fresh = await visit(browser, `${site.url}/en/collections/onda`)
    const cached = await visit(browser, `${site.url}/en/collections/onda`)
    expect([fresh.cache, cached.cache]).toEqual(['miss', 'hit'])
    expect(cached.policy).toBe(fresh.policy)
    expect(fresh.violations).toEqual([])
    expect(cached.violations).toEqual([])
  })

  it('never sends the nonce it names its scripts by', async () => {
    for (const path of ['/en/collections/onda', '/en/collections/onda', '/it']) {
      const html = await (await fetch(`${site.url}${path}`)).text()
      expect(html).toContain('<script')
      expect(html, path).not.toMatch(/\snonce=/)
    }
  })
})
