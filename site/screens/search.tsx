import { useId } from 'react'
import { Form, data, useLoaderData } from 'react-router'
import { localeCodes } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import { SearchGroups } from '#site/chrome/search-groups'
import * as overlayStyles from '#site/chrome/overlay.css'
import { translationsFor, useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import { screenOf } from '#site/screen-of'
import * as styles from './screen.css'
import type { Route } from './+types/search'

/**
 * The search results page (spec §2.6): what the header's search overlay shows, for a visitor
 * without JavaScript (the header's search icon links here) or anyone sent a link. `?q=` is
 * searched on the server through the same function and per-IP limit as `/api/search`; the form
 * keeps what was typed. A 429 or a failed CMS keeps its status, with its message.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = screenOf(request)
  const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
  const outcome = q.trim() === '' ? null : await context.search({ q, locale })
  const headers = new Headers()
  if (outcome?.retryAfter !== undefined) headers.set('Retry-After', String(outcome.retryAfter))
  return data(
    {
      locale,
      query: q,
      outcome,
      title: translationsFor(locale).search.title(),
      alternates: Object.fromEntries(localeCodes.map((code) => [code, screenPath('search', code)])),
    },
    { status: outcome && outcome.status !== 400 ? outcome.status : 200, headers },
  )
}

export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  // Results pages are many and thin: search engines index the pages they link instead.
  return [
    ...pageMeta({ matches, error }, { title: loaderData?.title }),
    { name: 'robots', content: 'noindex' },
  ]
}

export default function SearchScreen() {
  const { query, outcome } = useLoaderData<typeof loader>()
  const t = useTranslations()
  const fieldId = useId()
  const results = outcome?.data ?? null
  const hits = results?.groups.reduce((sum, group) => sum + group.hits.length, 0) ?? 0
  const status =
    outcome === null
      ? ''
      : outcome.status !== 200
        ? t.search.messages[outcome.message]()
        : hits === 0
          ? t.search.noResults({ query: query.trim() })
          : t.search.resultCount({ count: hits })
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t.search.title()}</h1>
        <Form method="get" role="search">
          <label className={overlayStyles.fieldLabel} htmlFor={fieldId}>
            {t.search.label()}
          </label>
          <input
            id={fieldId}
            className={overlayStyles.searchField}
            type="search"
            name="q"
            defaultValue={query}
            key={query}
            maxLength={100}
            required
            placeholder={t.search.placeholder()}
          />
          <div className={overlayStyles.buttonRow}>
            <button type="submit" className={overlayStyles.primaryButton}>
              {t.search.submit()}
            </button>
          </div>
        </Form>
        <p className={overlayStyles.status} role="status">
          {status}
        </p>
      </header>
      {results && hits > 0 ? (
        <div className={styles.pageHeader}>
          <SearchGroups results={results} idPrefix={fieldId} headingLevel={2} />
        </div>
      ) : null}
    </>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
