import { Link } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './chrome.css'

/** The 404 page (spec 2, Not-found page) and the page for any other error, in the page's language. */
export function ErrorPage({ status }: { status: number }) {
  const t = useTranslations()
  const locale = useLocale()
  const notFound = status === 404
  const title = notFound ? t.notFound.title() : t.serverError.title()
  return (
    <section className={styles.errorPage}>
      <title>{title}</title>
      <p aria-hidden="true">{status}</p>
      <h1>{title}</h1>
      <p>{notFound ? t.notFound.description() : t.serverError.description()}</p>
      <Link className={styles.button} to={screenPath('home', locale)}>
        {t.notFound.backHome()}
      </Link>
    </section>
  )
}
