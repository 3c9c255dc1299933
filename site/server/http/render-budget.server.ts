import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Request, RequestHandler } from 'express'
import { LRUCache } from 'lru-cache'
import { addressKey } from '#adapters/accounts/address-key'
import type { RateLimits } from '#adapters/accounts/rate-limits.server'

/** The two ends of the render budget: where it is spent, and where a spent one is refused early. */
export type RenderBudget = {
  /**
   * Right before React Router's handler, after the page caches: what they could not answer spends
   * a point; past the budget, 429 with Retry-After instead of the render.
   */
  spend: RequestHandler
  /**
   * Called by the HTTP server before Express, as the cached pages are: a page request (a path with
   * a locale prefix) from an address this process already refused is refused again at once, with
   * no work of Express's (a refusal there cost about five cached answers). True when it answered.
   */
  refuseFirst: (request: IncomingMessage, response: ServerResponse) => boolean
}

/**
 * The budget of page renders per visitor address (decision 035, docs/security.md):
 * `cacheMissesPerIp` (CACHE_MISSES_PER_IP_PER_MINUTE, spent in windows of 10 s so that a flood's
 * burst is a sixth of it; in memory or Redis as the other limits, IPv6 by its /64). Past it a GET
 * or HEAD of a page gets a plain 429 with Retry-After, never another render;
 * cached pages still come from the caches, which answer before. Other methods are the forms' and
 * accounts' own limits' business.
 */
export function renderBudget(options: {
  /** The limits, once made (the API makes them, after this is mounted first). */
  limits: () => RateLimits
  /** The visitor's address as Express reads it (TRUST_PROXY), also for a request Express has not seen. */
  ipOf: (request: IncomingMessage) => string
}): RenderBudget {
  // Addresses refused here, until when (ms): known to this process only, which is enough to
  // answer their next requests early; the shared count stays the limiter's.
  const refusedUntil = new LRUCache<string, number>({ max: 10_000 })
  const refuse = (response: ServerResponse, seconds: number) => {
    const text = `Too many new pages from your address: try again in ${seconds} s.\n`
    response.writeHead(429, {
      'Retry-After': String(seconds),
      'Cache-Control': 'no-store',
      'Content-Type': 'text/plain; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
    })
    response.end(text)
  }
  // A page's data (`.data`, a client navigation or an idle prefetch of a link on screen: a page
  // with thirty links prefetches thirty) renders no HTML and would spend a reader's budget in a
  // few pages: it is left out (docs/security.md, accepted residual risk).
  const pageRequest = (request: Request) =>
    (request.method === 'GET' || request.method === 'HEAD') && !/\.data$/.test(request.path)

  const spend: RequestHandler = (request, response, next) => {
    if (!pageRequest(request)) return next()
    const address = addressKey(options.ipOf(request))
    options
      .limits()
      .spend('cacheMissesPerIp', address)
      .then((wait) => {
        if (wait === 0) return next()
        refusedUntil.set(address, Date.now() + wait * 1000)
        refuse(response, wait)
      }, next)
  }

  const refuseFirst = (request: IncomingMessage, response: ServerResponse): boolean => {
    if (refusedUntil.size === 0) return false
    const url = request.url ?? ''
    if (request.method !== 'GET' && request.method !== 'HEAD') return false
    if (!/^\/(it|en)(\/|$|\?)/.test(url) || /\.data(\?|$)/.test(url)) return false
    const address = addressKey(options.ipOf(request))
    const until = refusedUntil.get(address)
    if (until === undefined) return false
    const seconds = Math.ceil((until - Date.now()) / 1000)
    if (seconds <= 0) {
      refusedUntil.delete(address)
      return false
    }
    refuse(response, seconds)
    return true
  }

  return { spend, refuseFirst }
}
