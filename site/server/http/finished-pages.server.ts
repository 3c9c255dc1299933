import { brotliCompress, constants, gzip } from 'node:zlib'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { promisify } from 'node:util'
import type { RequestHandler } from 'express'
import { pageUrlOf } from '#site/screen-query'
import type { Config } from '../config.server'
import { forbidsSharedCaches } from './cache-headers.server'
import { matchesEtag } from './html-answers.server'
import { pageStore } from './page-store.server'
import { recordAnswer } from './record-answer.server'
import { renderedFor } from './rendered-for.server'
import type { PagePurges } from '../surrogate-keys/page-purges.server'
import { renderKeysOf } from '../surrogate-keys/render-keys.server'
import { surrogateKeyHeaderPairs } from '../surrogate-keys/surrogate-key-headers.server'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type FinishedPagesOptions = {
  /** The CMS content version; a change drops every page, undefined keeps none (html-cache.server.ts). */
  contentVersion: () => number | undefined
  config: Pick<Config, 'cmsCacheTtlSeconds'>
  /** Whether a request may get the page every anonymous visitor gets (html-cache.server.ts). */
  shared: (request: IncomingMessage & { originalUrl?: string }) => boolean
  max?: number
  disabled?: boolean
  /** Told of every lookup of a shared request, found or not (/metrics). */
  onLookup?: (hit: boolean) => void
  /** Purges by surrogate key reach this cache through it (docs/decisions/053). */
  purges?: PagePurges
  /** Whether a shared cache in front reads the surrogate-key headers (SURROGATE_KEYS). */
  surrogateKeyHeaders?: boolean
}

type Encoding = 'br' | 'gzip'

/** A page exactly as it was sent, headers ready for `writeHead`, and its compressed forms once made. */
type Finished = {
  status: number
  headers: [string, string][]
  etag: string | undefined
  body: Buffer
  encoded: Partial<Record<Encoding, Buffer>>
  /** Whether its compressed forms are being made or made: once per stored copy. */
  compressing: boolean
  /** The surrogate keys of the content it shows. */
  contentKeys: ReadonlySet<string>
}

// Per answer, or set below.
const unstoredHeaders = new Set([
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'connection',
  'date',
  'x-html-cache',
  'vary',
])

/**
 * Cached anonymous pages at the speed of a static file (docs/architecture.md, Performance). `record`, mounted between
 * compression and `htmlAnswers`, keeps each shared page as `htmlAnswers` finished it (CSP,
 * Cache-Control, ETag, body) under its page URL (screen-query.ts: only the parameters its screen
 * reads). `answer`, called by the HTTP server before Express sees the request, answers the next
 * request for that page URL with those bytes in one `writeHead`: no Express, no middleware, no
 * render, no per-request compression; If-None-Match gets its 304. A page is compressed at its
 * best (brotli 11 and gzip 9, off the event loop) once it is asked a second time, so a URL asked
 * once, as a flood of new URLs asks them, costs no such compression (decision 035); until its
 * forms are made it is sent plain. `answer` returns false for a page not finished yet, a private
 * request or a preview, which go the long way.
 */
export function finishedPages(options: FinishedPagesOptions): {
  answer: (request: IncomingMessage, response: ServerResponse) => boolean
  record: RequestHandler
} {
  const pages = pageStore<Finished>({
    max: options.max ?? 500,
    ttlMs: Math.max(1, options.config.cmsCacheTtlSeconds) * 1000,
    onLookup: options.onLookup,
  })
  let storedVersion: number | undefined
  options.purges?.register('finished-page', (keys) => pages.purge(keys))
  const currentVersion = (): number | undefined => {
    const version = options.contentVersion()
    if (version !== storedVersion) {
      pages.clear()
      storedVersion = version
    }
    return version
  }
  const applies = (request: IncomingMessage & { originalUrl?: string }) =>
    !options.disabled && (request.method === 'GET' || request.method === 'HEAD') && options.shared(request)

  const answer = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (!applies(request) || currentVersion() === undefined) return false
    // Before Express, the URL as it came; `record` keys by the same page URL.
    const key = pageUrlOf(request.url ?? '')
    const page = pages.get(key)
    if (!page) return false
    if (!page.compressing) {
      page.compressing = true
      void compress(page.body).then(
        (encoded) => {
          // Still the same entry (not dropped for newer content meanwhile): the variants join it.
          if (pages.peek(key) === page) page.encoded = encoded
        },
        () => {
          // Sent plain meanwhile; the next hit tries again.
          page.compressing = false
        },
      )
    }
    send(page, request, response)
    return true
  }

  const record: RequestHandler = (request, response, next) => {
    const version = options.contentVersion()
    if (!applies(request) || version === undefined) return next()
    const key = pageUrlOf(request.originalUrl)
    const purgeMark = options.purges?.mark()
    recordAnswer(response, (body) => {
      const page = finishedPage(response, body, options.surrogateKeyHeaders === true)
      if (!page) return
      if (options.contentVersion() !== version || pages.has(key)) return
      // Its content was purged while it was made: it may show what was there before.
      if (purgeMark !== undefined && options.purges?.purgedSince(purgeMark, page.contentKeys)) return
      pages.set(key, page, page.status, page.contentKeys)
    })
    next()
  }

  return { answer, record }
}

function send(page: Finished, request: IncomingMessage, response: ServerResponse): void {
  const vary: [string, string] = ['Vary', 'Cookie, Accept-Encoding']
  if (page.etag !== undefined && matchesEtag(request.headers['if-none-match'], page.etag)) {
    const kept = page.headers.filter(([name]) => name !== 'content-type')
    response.writeHead(304, [...kept.flat(), ...vary, 'X-Html-Cache', 'hit'])
    response.end()
    return
  }
  const encoding = encodingFor(request.headers['accept-encoding'], page.encoded)
  const body = encoding ? (page.encoded[encoding] ?? page.body) : page.body
  const headers = [
    ...page.headers.flat(),
    ...vary,
    'Content-Length',
    String(body.length),
    'X-Html-Cache',
    'hit',
    ...(encoding ? ['Content-Encoding', encoding] : []),
  ]
  response.writeHead(page.status, headers)
  // Node sends no body to a HEAD, whatever is written.
  response.end(request.method === 'HEAD' ? undefined : body)
}

/** br when the client takes it and it is made, else gzip likewise, else the plain bytes. */
function encodingFor(
  header: string | undefined,
  encoded: Partial<Record<Encoding, Buffer>>,
): Encoding | undefined {
  if (!header) return undefined
  const accepted = new Map(
    header.split(',').map((part) => {
      const [name = '', ...params] = part.trim().split(';')
      const q = params.map((param) => /^\s*q=([\d.]+)/.exec(param)?.[1]).find((value) => value !== undefined)
      return [name.trim().toLowerCase(), q === undefined ? 1 : Number(q)] as const
    }),
  )
  for (const encoding of ['br', 'gzip'] as const) {
    const q = accepted.get(encoding) ?? accepted.get('*') ?? 0
    if (q > 0 && encoded[encoding]) return encoding
  }
  return undefined
}

async function compress(body: Buffer): Promise<Partial<Record<Encoding, Buffer>>> {
  const [br, gz] = await Promise.all([
    brotli(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
    gzipAsync(body, { level: 9 }),
  ])
  return { br, gzip: gz }
}

function finishedPage(response: ServerResponse, body: Buffer, withKeyHeaders: boolean): Finished | undefined {
  const status = response.statusCode
  if (status !== 200 && status !== 404) return undefined
  const headers = response.getHeaders()
  if (headers['set-cookie'] !== undefined) return undefined
  // Only a render that saw no visitor (or its replay by the HTML cache), and nothing private.
  if (renderedFor(response) !== 'anonymous' || forbidsSharedCaches(headers['cache-control'])) return undefined
  if (!/^text\/html\b/i.test(String(headers['content-type'] ?? ''))) return undefined
  // Only a whole page: htmlAnswers sets the length of what it finished.
  if (Number(headers['content-length']) !== body.length || body.length === 0) return undefined
  // Only what htmlAnswers finished and the HTML cache let through (it marks hit or miss).
  if (headers['x-html-cache'] === undefined || headers['content-security-policy'] === undefined)
    return undefined
  const kept = Object.entries(headers).flatMap(([name, value]): [string, string][] =>
    value === undefined || unstoredHeaders.has(name)
      ? []
      : [[name, Array.isArray(value) ? value.join(', ') : String(value)]],
  )
  const etag = typeof headers['etag'] === 'string' ? headers['etag'] : undefined
  const keys = renderKeysOf(response)
  // Set at writeHead by surrogate-key-headers.server.ts, after this reads the headers: added here.
  if (withKeyHeaders) kept.push(...surrogateKeyHeaderPairs(keys))
  return {
    status,
    headers: kept,
    etag,
    body,
    encoded: {},
    compressing: false,
    contentKeys: new Set(keys.keys),
  }
}
