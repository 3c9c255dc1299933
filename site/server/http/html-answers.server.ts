import { createHash } from 'node:crypto'
import type { RequestHandler, Response } from 'express'
import { privateCacheControl, pageCacheControl } from './cache-headers.server'
import type { CspOptions } from './csp.server'
import { cspDirectives, finishForCsp, scriptHashes, serializeCsp } from './csp.server'
import { renderNonceOf } from './render-nonce.server'

type Chunk = string | Uint8Array
type Callback = (error?: Error | null) => void

export type HtmlAnswersOptions = {
  csp: CspOptions
  /** Last changes to a rendered page before it is hashed and sent (see site-server.server.ts). */
  finishPage?: (html: string) => string
  /** The inline scripts `finishPage` adds (our own code), allowed by their hash. */
  ownScripts?: readonly string[]
}

/**
 * The finishing touches of every text/html answer, whoever renders it (React Router's SSR, or an
 * HTML cache in front of it): the page is buffered, then sent
 * - as `finishPage` leaves it (stylesheets inlined, scripts started after the paint);
 * - with a Content-Security-Policy listing the sha256 of the inline scripts its render stamped with
 *   its nonce, of the scripts `finishPage` adds (`ownScripts`), and of the styles `finishPage`
 *   inlined; the nonce itself is removed, so the same bytes can be served again from a cache
 *   (csp.server.ts, docs/decisions/008-…);
 * - Cache-Control from `pageCacheControl` unless the route set its own (private for errors);
 * - a weak ETag of the body, answering 304 when If-None-Match names it.
 * Other answers pass through untouched.
 */
export function htmlAnswers(options: HtmlAnswersOptions): RequestHandler {
  const ownScriptHashes = scriptHashes(options.ownScripts ?? [])
  return (request, response, next) => {
    const write = response.write.bind(response)
    const end = response.end.bind(response)
    const chunks: Buffer[] = []
    let mode: 'undecided' | 'html' | 'other' = 'undecided'

    const decide = (): boolean => {
      if (mode === 'undecided') {
        const type = String(response.getHeader('content-type') ?? '')
        mode = /^text\/html\b/i.test(type) && !response.headersSent ? 'html' : 'other'
        if (mode === 'other') {
          response.write = write
          response.end = end
        }
      }
      return mode === 'html'
    }

    response.write = function (chunk: Chunk, ...rest: unknown[]): boolean {
      if (!decide()) return write(chunk, ...(rest as [BufferEncoding, Callback]))
      chunks.push(toBuffer(chunk, rest[0]))
      callbackOf(rest)?.()
      return true
    } as Response['write']

    response.end = function (...args: unknown[]): Response {
      const chunk = typeof args[0] === 'function' ? undefined : args[0]
      if (!decide()) return end(...(args as [Chunk, BufferEncoding, () => void]))
      if (chunk !== undefined && chunk !== null) chunks.push(toBuffer(chunk as Chunk, args[1]))
      const body = finishHtml(request, response, Buffer.concat(chunks), options, ownScriptHashes)
      const done = callbackOf(args)
      const send = response.statusCode === 304 || request.method === 'HEAD' ? undefined : body
      return send ? end(send, done) : end(done)
    } as Response['end']

    next()
  }
}

function finishHtml(
  request: Parameters<RequestHandler>[0],
  response: Response,
  rendered: Buffer,
  options: HtmlAnswersOptions,
  ownScriptHashes: readonly string[],
): Buffer {
  // The nonce of this render, or of the cached render this page was (html-cache.server.ts).
  const page = { html: rendered.toString('utf8'), nonce: renderNonceOf(response) }
  const { html, hashes } = finishForCsp(page, options.finishPage, ownScriptHashes)
  const body = Buffer.from(html, 'utf8')
  response.setHeader('Content-Security-Policy', serializeCsp(cspDirectives(options.csp, hashes)))
  const status = response.statusCode
  const cacheable = status === 200 || status === 404 || status === 410
  if (!response.getHeader('cache-control'))
    response.setHeader('Cache-Control', cacheable ? pageCacheControl(request, response) : privateCacheControl)
  // The same URL answers a signed-in visitor privately: a shared cache must tell them apart.
  response.vary('Cookie')
  response.setHeader('Content-Length', body.length)
  if (status !== 200) return body
  const etag = `W/"${createHash('sha1').update(body).digest('base64url')}"`
  response.setHeader('ETag', etag)
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    response.statusCode = 304
    response.removeHeader('Content-Length')
    response.removeHeader('Content-Type')
  }
  return body
}

/** Whether an If-None-Match header names `etag` (weak or strong alike, or `*`). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  const bare = etag.replace(/^W\//, '')
  return header.split(',').some((tag) => tag.trim() === '*' || tag.trim().replace(/^W\//, '') === bare)
}

function toBuffer(chunk: Chunk, encoding: unknown): Buffer {
  if (typeof chunk === 'string')
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  // A copy: a stream may reuse its chunk's memory after write returns.
  return Buffer.from(chunk)
}

function callbackOf(args: readonly unknown[]): (() => void) | undefined {
  const last = args.findLast((arg) => typeof arg === 'function')
  return typeof last === 'function' ? () => (last as () => void)() : undefined
}
