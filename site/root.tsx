import { useEffect } from 'react'
import type { ReactNode } from 'react'
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useLocation,
  useRouteError,
  isRouteErrorResponse,
} from 'react-router'
import type { Location } from 'react-router'
import { localeCookieName, resolveLocale } from '#runtime/resolve-locale'
import { ChunkReloadGuard } from './chrome/chunk-reload-guard'
import { ErrorPage } from './chrome/error-page'
import { NavigationFailureNotice } from './chrome/navigation-failure-notice'
import { ContentLinkContext } from '#runtime/content-link'
import { ListFilterContext } from '#runtime/list-filter'
import { RichTextLinksContext } from '#runtime/rich-text-links'
import { useUrlListFilter } from './catalogue/use-url-list-filter'
import { SiteLink } from './chrome/site-link'
import { useRichTextNavigation } from './chrome/use-rich-text-navigation'
import { schedulePageView } from './chrome/page-view'
import { ProgressBar } from './chrome/progress-bar'
import { RouteAnnouncer } from './chrome/route-announcer'
import { readCookie } from './read-cookie'
// accounts (spec §7.1): the session for every page, and the VisitorContext locked links read.
import { SessionProvider } from './account/session-provider'
import { useLocale } from './i18n/translations'
import { fontPreloads } from './styles/font-preloads'
import type { Route } from './+types/root'
import './styles/fonts.css'
import './styles/global.css'

export const links: Route.LinksFunction = () => fontPreloads

/**
 * The request's locale (URL prefix first here: a page's language is its URL's), public config, and
 * the user of the session cookie (verified in-process), so a logged-in visitor's page renders for
 * them on the server. Such a page is never cached or shared (html-cache.server.ts, cache-headers.server.ts).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url)
  const prefixed = resolveLocale({ pathname: url.pathname })
  const locale = url.pathname.match(/^\/(it|en)(\/|$)/)
    ? prefixed
    : resolveLocale({
        cookie: readCookie(request.headers.get('cookie'), localeCookieName),
        acceptLanguage: request.headers.get('accept-language') ?? undefined,
      })
  const visitor = await context.accounts.visitorOf(request)
  // A post without JS answered with errors says so in the page's title (site/page-meta.ts).
  const formErrorCount = context.formErrorCount ?? 0
  return data({ locale, publicConfig: context.publicConfig, visitor, formErrorCount })
}

export { revalidateOnLocaleChange as shouldRevalidate } from './layouts/revalidate-on-locale-change'

export function Layout({ children }: { children: ReactNode }) {
  const locale = useLocale()
  return (
    <html lang={locale}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        {/* WCAG 2.4.3 and 4.1.3: after an in-app navigation, focus on the new page and its title read. */}
        <RouteAnnouncer />
        <ScrollRestoration getKey={scrollKey} />
        <Scripts />
      </body>
    </html>
  )
}

/**
 * spec 2, Layouts: a new page starts at the top (back and forward restore where the visitor was);
 * in live preview, where the editor's page reloads on every change, the position is kept per path.
 */
function scrollKey(location: Location): string {
  const params = new URLSearchParams(location.search)
  return params.has('token') && params.has('x-craft-live-preview') ? location.pathname : location.key
}

export default function App() {
  const location = useLocation()
  const locale = useLocale()
  const followRichTextLink = useRichTextNavigation()
  const listFilter = useUrlListFilter()
  // spec 4 and 9: a page view 250 ms after each route change (and the first page).
  useEffect(
    () => schedulePageView(`${location.pathname}${location.search}`, locale),
    [location.pathname, location.search, locale],
  )
  return (
    <>
      <ProgressBar />
      <ChunkReloadGuard />
      {/* accounts (spec §7.1): session + VisitorContext */}
      <SessionProvider>
        {/* spec 4, Links: links inside content navigate inside the app when they can. */}
        <ContentLinkContext value={SiteLink}>
          <RichTextLinksContext value={followRichTextLink}>
            {/* The lists' filter is the page's `?category=` (decision 040). */}
            <ListFilterContext value={listFilter}>
              <Outlet />
            </ListFilterContext>
          </RichTextLinksContext>
        </ContentLinkContext>
      </SessionProvider>
      {/* A page that could not load leaves the visitor on theirs, told why (decision 036). */}
      <NavigationFailureNotice />
    </>
  )
}

/** Errors no screen caught: unknown paths outside the locale prefixes, and crashes. */
export function ErrorBoundary() {
  const error = useRouteError()
  return (
    <main id="content">
      <ErrorPage status={isRouteErrorResponse(error) ? error.status : 500} />
    </main>
  )
}
