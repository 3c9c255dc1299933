import { Link, useLocation } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './chrome.css'

/**
 * The 404 page (spec 2, Not-found page), the 503 page of a CMS outage (site/server/cms-outage.server.ts)
 * and the page for any other error, in the page's language. Beside the home link, an error that may
 * pass (anything but a 404) offers to load the page again, as a whole document: the visitor gets the
 * page they asked for once the network or the server is back.
 */
export function ErrorPage({ status, offline = false }: { status: number; offline?: boolean }) {
  const t = useTranslations()
  const locale = useLocale()
  const { pathname, search } = useLocation()
  const texts = status === 404 ? t.notFound : status === 503 ? t.unavailable : t.serverError
  // Offline, the page loads by itself once the browser is back (route-error-boundary.tsx); a
  // document load now would only show the browser's own offline page.
  const title = texts.title()
  const description = offline ? t.chrome.navigationOffline() : texts.description()
  return (
    <section className={styles.errorPage}>
      <title>{title}</title>
      <p aria-hidden="true">{status}</p>
      {/* A page that failed to load after a navigation is read out at once (WCAG 4.1.3); its h1
          takes focus like any new page's (focus-new-page.ts). */}
      <div role="alert">
        <h1>{title}</h1>
        <p>{description}</p>
      </div>
      <p className={styles.errorActions}>
        {status === 404 || offline ? null : (
          <a className={styles.button} href={`${pathname}${search}`} data-retry="">
            {t.serverError.tryAgain()}
          </a>
        )}
        <Link className={styles.button} to={screenPath('home', locale)}>
          {t.notFound.backHome()}
        </Link>
      </p>
    </section>
  )
}
