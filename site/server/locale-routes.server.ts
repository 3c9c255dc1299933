import { Router } from 'express'
import { matchScreen } from '#runtime/route-table'
import { redirectFor } from '#runtime/redirects'
import { localeCookieMaxAgeSeconds, localeCookieName, resolveLocale } from '#runtime/resolve-locale'
import { localeOfPath } from '#schema/locale'
import { readCookie } from '#site/read-cookie'
import { sameSitePath } from '#site/same-site-path'

/**
 * The locale plumbing before React Router (spec 2, Locales and Redirects): the path redirects,
 * `/` to the visitor's locale, and the language switch that sets the cookie.
 */
export function localeRoutes(): Router {
  const router = Router()

  router.use((request, response, next) => {
    const target = redirectFor(request.path)
    if (!target) return next()
    const query = request.originalUrl.slice(request.path.length)
    response.redirect(301, target + (query.startsWith('?') ? query : ''))
  })

  router.get('/', (request, response) => {
    const locale = resolveLocale({
      cookie: readCookie(request.get('cookie') ?? null, localeCookieName),
      acceptLanguage: request.get('accept-language'),
    })
    response.set('Vary', 'Cookie, Accept-Language')
    response.redirect(302, `/${locale}`)
  })

  // A locale change updates the cookie and redirects to the matching prefixed path (spec 2). `to`
  // is checked as normalised (site/same-site-path.ts), and the redirect goes to that form.
  router.get('/switch-locale', (request, response) => {
    const to = sameSitePath(request.query['to'])
    const locale = to ? localeOfPath(to.pathname) : undefined
    if (!to || !locale || !matchScreen(to.pathname)) {
      response
        .status(400)
        .type('text/plain')
        .send('The "to" parameter must be a page of this site, such as /en/products.')
      return
    }
    // A link on another site may lead here, but only the visitor may change their language
    // (decision 002): from another site the page opens and the cookie stays as it was.
    const fetchSite = request.get('sec-fetch-site')
    if (fetchSite !== 'cross-site' && fetchSite !== 'same-site') {
      response.cookie(localeCookieName, locale, {
        maxAge: localeCookieMaxAgeSeconds * 1000,
        path: '/',
        sameSite: 'lax',
        httpOnly: false,
      })
    }
    response.redirect(302, to.pathname + to.search)
  })

  return router
}
