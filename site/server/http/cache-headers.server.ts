import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import { isPrivateScreen, matchScreen } from '#runtime/route-table'
import { localeOfPath } from '#schema/locale'
import { hasSessionCookie } from '#site/account/token-cookie'
import { renderedFor } from './rendered-for.server'

/** Anonymous pages: a shared cache keeps them a minute and may serve them stale for ten more. */
const publicPageCacheControl = 'public, s-maxage=60, stale-while-revalidate=600'
export const privateCacheControl = 'private, no-store'

/** Whether a path is a page of a screen its declaration makes private (schema/screen-declarations.server.ts). */
function isPrivatePage(path: string): boolean {
  const screen = matchScreen(path)?.screen
  return screen !== undefined && isPrivateScreen(screen)
}

/**
 * The Cache-Control of a page: public only for a render that looked up its visitor and saw none
 * (visitor-of.server.ts records it on the response; a page the HTML cache replays was such a
 * render). Private, no-store for a private screen (the reserved area, the newsletter link's page:
 * never stored anywhere, whoever asks), for a path outside the locale prefixes, for a render that
 * saw a session, and for anything that was not a recorded render: a header that merely looks
 * anonymous is not enough.
 */
export function pageCacheControl(
  request: { path: string; headers: { cookie?: string | undefined } },
  response: ServerResponse,
): string {
  if (isPrivatePage(request.path)) return privateCacheControl
  // Outside /it and /en (a 404 there) the language is the visitor's locale cookie or
  // Accept-Language: not one page for every visitor, so no shared cache may keep it.
  if (localeOfPath(request.path) === undefined) return privateCacheControl
  if (hasSessionCookie(request.headers.cookie ?? null)) return privateCacheControl
  return renderedFor(response) === 'anonymous' ? publicPageCacheControl : privateCacheControl
}

/** Whether a Cache-Control value forbids shared caches to keep the answer (ours are one). */
export function forbidsSharedCaches(cacheControl: string | string[] | number | undefined): boolean {
  return /\b(private|no-store)\b/i.test(String(cacheControl ?? ''))
}

/**
 * A page's data as client navigations fetch it (React Router's `.data` requests) is the page's
 * own: with a session cookie it holds the visitor's account (the root loader's user), and a
 * private screen's is one visitor's whoever asks, so either is private, no-store like the page;
 * and it varies by cookie for any shared cache.
 */
export function pageDataCacheHeaders(): RequestHandler {
  return (request, response, next) => {
    if (request.path.endsWith('.data')) {
      response.vary('Cookie')
      if (
        hasSessionCookie(request.headers.cookie ?? null) ||
        isPrivatePage(request.path.slice(0, -'.data'.length))
      )
        response.setHeader('Cache-Control', privateCacheControl)
    }
    next()
  }
}

/**
 * Every /api answer is private, no-store unless its router says otherwise (map data, the product
 * service list and CMS assets set their own Cache-Control, which replaces this default).
 */
export function apiCacheHeaders(): RequestHandler {
  return (_request, response, next) => {
    response.setHeader('Cache-Control', privateCacheControl)
    next()
  }
}
