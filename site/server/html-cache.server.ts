import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { hasSessionCookie } from '#site/account/token-cookie'
import { pageUrlOf } from '#site/screen-query'
import type { Config } from './config.server'
import { forbidsSharedCaches, pageCacheControl } from './http/cache-headers.server'
import { pageStore } from './http/page-store.server'
import { recordAnswer } from './http/record-answer.server'
import { recordRenderedFor, renderedFor } from './http/rendered-for.server'
import { renderNonceOf, reuseRenderNonce } from './http/render-nonce.server'
import { previewOf } from './live-preview.server'
import type { SurrogateKeys } from '#schema/surrogate-keys'
import { addRenderKeys, renderKeysOf } from './surrogate-keys/render-keys.server'
import type { PagePurges } from './surrogate-keys/page-purges.server'

export type HtmlCacheOptions = {
  /**
   * The CMS content version (`CmsClient.contentVersion`): a change drops every stored page.
   * Undefined means nothing may be kept (the CMS cache is off, or the client is not ready).
   */
  contentVersion: () => number | undefined
  /** A page is kept at most the CMS cache's TTL, so the CMS is asked for a refresh as often. */
  config: Pick<Config, 'cmsCacheTtlSeconds'>
  /** How many pages are kept (least recently used go first). */
  max?: number
  /** No caching at all (dev server, benchmarks of a full render). */
  disabled?: boolean
  /** Told of every lookup, found or not (/metrics). */
  onLookup?: (hit: boolean) => void
  /** Purges by surrogate key reach this cache through it (docs/decisions/053). */
  purges?: PagePurges
}

/**
 * A stored answer, with the nonce its render stamped on its own scripts (decision 008) and the
 * surrogate keys of the content it shows.
 */
type Page = {
  status: number
  headers: [string, string | string[]][]
  body: Buffer
  renderNonce: string
  surrogateKeys: SurrogateKeys
}

// Set per answer by Node or by compression in front of us; the stored body is the plain one.
const unstoredHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
])
// The root loader picks the language of a path without a locale prefix from the locale cookie and
// Accept-Language; only prefixed paths render the same for every anonymous visitor.
const sameForEveryone = /^\/(it|en)(\/|$|\?)/

/**
 * Anonymous HTML rendered once per page URL and CMS content version, then served from memory.
 * A request with the session cookie, a live preview the CMS accepted (live-preview.server.ts), or
 * another method than GET always goes to the handler; only 200 and 404 HTML answers without
 * Set-Cookie, not marked private or no-store, of a render that saw no visitor are kept. A page's
 * URL keeps only the query parameters its screen reads (screen-query.ts): the request is rendered
 * as that URL and kept under it, so `?utm_source=…` or a refused preview token gets the page
 * everyone gets. Requests for a page being rendered wait for that render instead of making
 * their own. Mount it right before React Router's handler, after `livePreview`.
 */
export function htmlCache(options: HtmlCacheOptions): RequestHandler {
  const pages = pageStore<Page>({
    max: options.max ?? 500,
    ttlMs: Math.max(1, options.config.cmsCacheTtlSeconds) * 1000,
    onLookup: options.onLookup,
  })
  // The renders in flight, by page URL: ended (stored or not) when their answer is.
  const rendering = new Map<string, Promise<void>>()
  let storedVersion: number | undefined
  options.purges?.register('html', (keys) => pages.purge(keys))

  const handle = (request: Request, response: Response, next: NextFunction, waited: boolean): void => {
    const version = options.contentVersion()
    if (options.disabled || version === undefined || !cacheable(request)) return next()
    if (version !== storedVersion) {
      pages.clear()
      storedVersion = version
    }
    const key = pageUrlOf(request.originalUrl)
    const page = pages.get(key)
    if (page) {
      for (const [name, value] of page.headers) response.setHeader(name, value)
      response.setHeader('X-Html-Cache', 'hit')
      // Stored only from a render that saw no visitor: replayed, it is one again.
      recordRenderedFor(response, 'anonymous')
      // htmlAnswers hashes the scripts stamped with this nonce: the same ones as when fresh.
      reuseRenderNonce(response, page.renderNonce)
      // The finished-page cache and the surrogate-key headers read them as a render's.
      addRenderKeys(response, page.surrogateKeys)
      // send: Express answers If-None-Match with 304 from the ETag (its own, or the stored one).
      response.status(page.status).send(page.body)
      return
    }
    const inFlight = rendering.get(key)
    if (inFlight && !waited) {
      void inFlight.then(() => handle(request, response, next, true))
      return
    }
    // Rendered as the page's own URL: what the screen does not read never reaches it.
    request.url = key
    request.originalUrl = key
    response.setHeader('X-Html-Cache', 'miss')
    if (!inFlight) {
      const ended = new Promise<void>((resolve) => response.once('close', resolve))
      rendering.set(key, ended)
      void ended.then(() => rendering.delete(key))
    }
    const purgeMark = options.purges?.mark()
    recordPage(response, (answer) => {
      // Content that changed during the render may be in it: not kept under the newer version.
      if (options.contentVersion() !== version) return
      // Nor when its content was purged while it rendered: it may show what was there before.
      if (purgeMark !== undefined && options.purges?.purgedSince(purgeMark, answer.surrogateKeys.keys)) return
      // Only what a render made for nobody: never because the request's header looked anonymous.
      if (renderedFor(response) !== 'anonymous' || !storable(answer)) return
      // htmlAnswers sets the page's Cache-Control after this sees it: what it will be decides too.
      const own = answer.headers.find(([name]) => name === 'cache-control')?.[1]
      if (forbidsSharedCaches(own ?? pageCacheControl(request, response))) return
      pages.set(key, answer, answer.status, answer.surrogateKeys.keys)
    })
    next()
  }
  return (request, response, next) => handle(request, response, next, false)
}

function cacheable(request: Request): boolean {
  if (request.method !== 'GET') return false
  if (!sameForEveryone.test(request.originalUrl) || isPageData(request.originalUrl)) return false
  if (hasSessionCookie(request.headers.cookie ?? null)) return false
  // Live preview (docs/architecture.md, Content source): the editor's draft, never shared.
  return previewOf(request) === undefined
}

/**
 * Whether a request may get the page every anonymous visitor of its URL gets, before any
 * middleware ran: a GET or HEAD of a path with a locale prefix, without a session cookie or a
 * live-preview parameter, not a page's data (finished-pages.server.ts answers those from memory).
 */
export function sharedPageRequest(request: {
  headers: { cookie?: string | undefined }
  originalUrl?: string
  url?: string
}): boolean {
  const url = request.originalUrl ?? request.url ?? ''
  if (!sameForEveryone.test(url) || isPageData(url)) return false
  if (hasSessionCookie(request.headers.cookie ?? null)) return false
  return !hasPreviewParams(url)
}

/** A page's data as client navigations fetch it (`/en/products.data?_routes=…`): never a page. */
function isPageData(url: string): boolean {
  return /\.data(\?|$)/.test(url)
}

function hasPreviewParams(url: string): boolean {
  const query = url.indexOf('?')
  if (query < 0) return false
  const params = new URLSearchParams(url.slice(query + 1))
  return params.has('token') || params.has('x-craft-live-preview')
}

function storable(page: Page): boolean {
  if (page.status !== 200 && page.status !== 404) return false
  const names = new Set(page.headers.map(([name]) => name))
  if (names.has('set-cookie')) return false
  const type = page.headers.find(([name]) => name === 'content-type')?.[1]
  return typeof type === 'string' && type.startsWith('text/html')
}

/** What the handler answered (status, headers, plain body, nonce), handed over once it ended. */
function recordPage(response: Response, done: (page: Page) => void): void {
  recordAnswer(response, (body) => {
    const headers = Object.entries(response.getHeaders()).flatMap(([name, value]): Page['headers'] =>
      value === undefined || unstoredHeaders.has(name) || name === 'x-html-cache'
        ? []
        : [[name, Array.isArray(value) ? value : String(value)]],
    )
    const keys = renderKeysOf(response)
    done({
      status: response.statusCode,
      headers,
      body,
      renderNonce: renderNonceOf(response),
      // A copy: the collector is the request's own.
      surrogateKeys: { keys: new Set(keys.keys), listOf: new Map(keys.listOf) },
    })
  })
}
