import type { Request, RequestHandler } from 'express'
import { addressKey } from '#adapters/accounts/address-key'
import type { RateLimits } from '#adapters/accounts/rate-limits.server'

/**
 * The budget of page renders per visitor address (issue 22 item 5, docs/security.md): mounted right
 * before React Router's handler, after the page caches, so only what they could not answer spends
 * a point (`cacheMissesPerIp`: CACHE_MISSES_PER_IP_PER_MINUTE, in memory or Redis as the other
 * limits, IPv6 by its /64). Past it a GET or HEAD gets a plain 429 with Retry-After at once,
 * never another render; cached pages still come from the caches. Other methods are the forms'
 * and accounts' own limits' business.
 */
export function renderBudget(options: {
  limits: RateLimits
  ipOf: (request: Request) => string
}): RequestHandler {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next()
    options.limits.spend('cacheMissesPerIp', addressKey(options.ipOf(request))).then((wait) => {
      if (wait === 0) return next()
      response
        .status(429)
        .set('Retry-After', String(wait))
        .set('Cache-Control', 'no-store')
        .type('text/plain')
        .send(`Too many new pages from your address: try again in ${wait} s.\n`)
    }, next)
  }
}
