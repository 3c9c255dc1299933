import escapeHtml from 'escape-html'
import type { Request, RequestHandler, Response } from 'express'
import { localeCookieName, resolveLocale } from '#runtime/resolve-locale'
import { localeOfPath } from '#schema/locale'
import type { Locale } from '#schema/locale'
import { readCookie } from '#site/read-cookie'
import { translationsFor } from '#site/i18n/translations'
import { sendAnswer } from '#site/server/api/send-answer.server'

/** Methods that change nothing: a cross-site link or image may send them freely. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * Refuses a state-changing request that a browser sent from another site (docs/security.md;
 * docs/security.md, CSRF): any method but GET, HEAD and OPTIONS is a 403 when the browser says
 * `Sec-Fetch-Site: cross-site` or `same-site` (a sibling subdomain is not us either), or when
 * `Origin` is present and is neither PUBLIC_URL's origin nor the host the request was sent to
 * (`null` included: sandboxed frames, some redirects). The host a browser sends is the page's
 * own, which another site cannot choose for its visitor's browser; a script that forges both
 * headers has no visitor's cookies to abuse. A request with neither header is not a browser's
 * (curl, API clients, the server's own loopback calls to the embedded CMS): it passes.
 *
 * Browsers get a page in the visitor's language; scripts asking for JSON get the API's answer.
 */
export function crossSiteGuard(options: { publicUrl: string }): RequestHandler {
  const publicOrigin = new URL(options.publicUrl).origin
  return (request, response, next) => {
    if (safeMethods.has(request.method)) return next()
    const fetchSite = request.get('sec-fetch-site')
    const origin = request.get('origin')
    const foreign =
      fetchSite === 'cross-site' ||
      fetchSite === 'same-site' ||
      (origin !== undefined && origin !== publicOrigin && !isHostOf(origin, request.get('host')))
    if (!foreign) return next()
    refuse(request, response)
  }
}

/** Whether `origin` names the host the request was sent to (a browser on an address we serve). */
function isHostOf(origin: string, host: string | undefined): boolean {
  if (host === undefined) return false
  try {
    return new URL(origin).host.toLowerCase() === host.toLowerCase()
  } catch {
    return false
  }
}

function refuse(request: Request, response: Response): void {
  response.set('Cache-Control', 'no-store')
  if (request.accepts(['json', 'html']) !== 'html') {
    sendAnswer(response, 403, 'Not authorized', {
      problems: ['requests from another site are not accepted: send it from a page of this site'],
    })
    return
  }
  const locale = localeOf(request)
  const t = translationsFor(locale).crossSite
  const home = translationsFor(locale).notFound.backHome()
  response
    .status(403)
    .type('html')
    .send(
      `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
        `<meta name="viewport" content="width=device-width, initial-scale=1">` +
        `<meta name="robots" content="noindex"><title>${escapeHtml(t.title())}</title></head>` +
        `<body><main><h1>${escapeHtml(t.title())}</h1><p>${escapeHtml(t.description())}</p>` +
        `<p><a href="/${locale}">${escapeHtml(home)}</a></p></main></body></html>`,
    )
}

/** The page's language when the post came from one of ours, else the visitor's choice. */
function localeOf(request: Request): Locale {
  const referer = request.get('referer')
  if (referer) {
    try {
      const fromPage = localeOfPath(new URL(referer).pathname)
      if (fromPage) return fromPage
    } catch {
      // An unreadable Referer says nothing.
    }
  }
  return resolveLocale({
    cookie: readCookie(request.get('cookie') ?? null, localeCookieName),
    acceptLanguage: request.get('accept-language'),
  })
}
