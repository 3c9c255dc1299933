import type { RequestHandler } from 'express'
import { matchScreen } from '#runtime/route-table'
import type { ScreenName } from '#runtime/route-table'
import { hasSessionCookie } from '#site/account/token-cookie'

/** Anonymous pages: a shared cache keeps them a minute and may serve them stale for ten more. */
const publicPageCacheControl = 'public, s-maxage=60, stale-while-revalidate=600'
export const privateCacheControl = 'private, no-store'

/** The reserved area's screens: never stored anywhere, whoever asks. */
const reservedScreens: ReadonlySet<ScreenName> = new Set([
  'account',
  'login',
  'register',
  'changePassword',
  'resetPassword',
])

/**
 * The Cache-Control of a page: private, no-store for the reserved area and for a
 * visitor with a session cookie (their page may show what anonymous visitors do not see), public
 * for the rest.
 */
export function pageCacheControl(request: {
  path: string
  headers: { cookie?: string | undefined }
}): string {
  const screen = matchScreen(request.path)?.screen
  if (screen && reservedScreens.has(screen)) return privateCacheControl
  if (hasSessionCookie(request.headers.cookie ?? null)) return privateCacheControl
  return publicPageCacheControl
}

/**
 * A page's data as client navigations fetch it (React Router's `.data` requests) is the page's
 * own: with a session cookie it holds the visitor's account (the root loader's user), so it is
 * private, no-store like the page; and it varies by cookie for any shared cache.
 */
export function pageDataCacheHeaders(): RequestHandler {
  return (request, response, next) => {
    if (request.path.endsWith('.data')) {
      response.vary('Cookie')
      if (hasSessionCookie(request.headers.cookie ?? null))
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
