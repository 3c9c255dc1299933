import type { Request, RequestHandler } from 'express'
import { LRUCache } from 'lru-cache'
import type { Preview } from '#adapters/cms/cms-client.server'
import { privateCacheControl } from './http/cache-headers.server'

export type LivePreviewOptions = {
  /** Whether the CMS accepts `token` as a preview token (adapters/cms/check-preview-token.server.ts). */
  check: (token: string) => Promise<boolean>
  /** How long the CMS's answer about a token is remembered (ms); 30 s by default. */
  rememberMs?: number
}

// Craft's tokens are 32 characters; anything much longer is not worth a question to the CMS.
const maxTokenLength = 256
// Questions to the CMS at once: beyond that a request with a new token is simply not a preview,
// so a flood of made-up tokens costs the CMS a bounded amount of work (docs/security.md).
const maxChecksInFlight = 4

const previews = new WeakMap<Request, Preview>()

/**
 * Craft's live preview: the editor's page is requested with `token` and `x-craft-live-preview`.
 * Only a token the CMS accepts turns a request into a preview: that request then skips the HTML
 * and CMS caches and is answered `private, no-store`. Any other token is ignored, so the visitor
 * gets the page everyone gets, from the caches. The CMS's answer about a token is remembered
 * briefly, so an editor's reloads cost one question. Mount it before the HTML cache.
 */
export function livePreview(options: LivePreviewOptions): RequestHandler {
  let inFlight = 0
  const answers = new LRUCache<string, { accepted: boolean }>({
    max: 1000,
    ttl: options.rememberMs ?? 30_000,
    fetchMethod: async (token) => {
      inFlight += 1
      try {
        return { accepted: await options.check(token) }
      } catch {
        // The CMS could not say: not a preview (the cached page is served).
        return { accepted: false }
      } finally {
        inFlight -= 1
      }
    },
  })
  return async (request, response, next) => {
    const token = previewTokenOf(request.originalUrl)
    if (token === undefined) return next()
    const known = answers.get(token)
    const answer = known ?? (inFlight < maxChecksInFlight ? await answers.fetch(token) : undefined)
    if (answer?.accepted) {
      previews.set(request, { token })
      response.setHeader('Cache-Control', privateCacheControl)
    }
    next()
  }
}

/** The live preview the CMS accepted for this request (set by `livePreview`), or undefined. */
export function previewOf(request: Request): Preview | undefined {
  return previews.get(request)
}

/** The preview token a URL asks for: `token` beside `x-craft-live-preview`, else undefined. */
function previewTokenOf(url: string): string | undefined {
  const query = url.indexOf('?')
  if (query < 0) return undefined
  const params = new URLSearchParams(url.slice(query + 1))
  const token = params.get('token')
  return token && token.length <= maxTokenLength && params.has('x-craft-live-preview') ? token : undefined
}
