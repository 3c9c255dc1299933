import type { NextFunction, Request, RequestHandler, Response } from 'express'
import { LRUCache } from 'lru-cache'
import { hasSessionCookie } from '#site/account/token-cookie'
import type { Config } from './config.server'

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
}

type Page = { status: number; headers: [string, string | string[]][]; body: Buffer }

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
 * Anonymous HTML rendered once per URL and CMS content version, then served from memory.
 * A request with the session cookie, a live-preview `token`, or another method than GET always
 * goes to the handler; only 200 and 404 HTML answers without Set-Cookie are kept.
 * Mount it right before React Router's handler.
 */
export function htmlCache(options: HtmlCacheOptions): RequestHandler {
  const pages = new LRUCache<string, Page>({
    max: options.max ?? 500,
    ttl: Math.max(1, options.config.cmsCacheTtlSeconds) * 1000,
  })
  let storedVersion: number | undefined

  return (request: Request, response: Response, next: NextFunction) => {
    const version = options.contentVersion()
    if (options.disabled || version === undefined || !cacheable(request)) return next()
    if (version !== storedVersion) {
      pages.clear()
      storedVersion = version
    }
    const key = request.originalUrl
    const page = pages.get(key)
    if (page) {
      for (const [name, value] of page.headers) response.setHeader(name, value)
      response.setHeader('X-Html-Cache', 'hit')
      // send: Express answers If-None-Match with 304 from the ETag (its own, or the stored one).
      response.status(page.status).send(page.body)
      return
    }
    response.setHeader('X-Html-Cache', 'miss')
    recordAnswer(response, (answer) => {
      // Content that changed during the render may be in it: not kept under the newer version.
      if (options.contentVersion() !== version || !storable(answer)) return
      pages.set(key, answer)
    })
    next()
  }
}

function cacheable(request: Request): boolean {
  if (request.method !== 'GET') return false
  if (!sameForEveryone.test(request.originalUrl)) return false
  if (hasSessionCookie(request.headers.cookie ?? null)) return false
  // Live preview (DESIGN: Content source): the editor's draft, never shared.
  const query = request.originalUrl.indexOf('?')
  if (query >= 0 && new URLSearchParams(request.originalUrl.slice(query + 1)).has('token')) return false
  return true
}

function storable(page: Page): boolean {
  if (page.status !== 200 && page.status !== 404) return false
  const names = new Set(page.headers.map(([name]) => name))
  if (names.has('set-cookie')) return false
  const type = page.headers.find(([name]) => name === 'content-type')?.[1]
  return typeof type === 'string' && type.startsWith('text/html')
}

/** Collects what the handler writes (status, headers, plain body) and hands it over once it ended. */
function recordAnswer(response: Response, done: (page: Page) => void): void {
  const chunks: Buffer[] = []
  const write = response.write.bind(response)
  const end = response.end.bind(response)
  const collect = (chunk: unknown, encoding: unknown) => {
    if (typeof chunk === 'string')
      chunks.push(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk))
  }
  response.write = ((chunk: unknown, ...rest: unknown[]) => {
    collect(chunk, rest[0])
    return (write as (...args: unknown[]) => boolean)(chunk, ...rest)
  }) as Response['write']
  response.end = ((...args: unknown[]) => {
    if (args[0] !== undefined && typeof args[0] !== 'function') collect(args[0], args[1])
    const headers = Object.entries(response.getHeaders()).flatMap(([name, value]): Page['headers'] =>
      value === undefined || unstoredHeaders.has(name) || name === 'x-html-cache'
        ? []
        : [[name, Array.isArray(value) ? value : String(value)]],
    )
    done({ status: response.statusCode, headers, body: Buffer.concat(chunks) })
    return (end as (...args: unknown[]) => Response)(...args)
  }) as Response['end']
}
