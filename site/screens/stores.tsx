import { redirect, useLoaderData } from 'react-router'
import { listStores } from '#adapters/cms/list-stores.server'
import { localeCodes } from '#schema/locale'
import { StoreType } from '#schema/store'
import { screenPath } from '#runtime/route-table'
import { translationsFor, useTranslations } from '#site/i18n/translations'
import { jsonLdMeta } from '#site/structured-data/json-ld'
import { storesData } from '#site/structured-data/store-data'
import { pageMeta } from '#site/page-meta'
import { screenOf } from '#site/screen-of'
import { StoreLocator } from '#site/stores/store-locator'
import { filterStores } from '#site/stores/filter-stores'
import { listPage, listRowsOf } from '#site/stores/list-rows'
import * as styles from './screen.css'
import type { Route } from './+types/stores'

/**
 * The store locator (spec 2): the stores of the URL's search (`?q=&type=`), filtered on the server
 * so the form works without JS; `?rows=` is how many rows the list shows (its "Show more" link
 * without JS). The page carries those rows and the count only: the locator fetches every store at
 * the visitor's first interaction (site/stores/README.md).
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = screenOf(request)
  const url = new URL(request.url)
  const asked = url.searchParams.get('type')
  const query = (url.searchParams.get('q') ?? '').slice(0, 100)
  const type = StoreType.is(asked) ? asked : null
  // Only the rows the list shows: the whole list comes from /api/stores once the visitor acts.
  const found = filterStores(await listStores(context.cms, { locale, log: context.log }), { query, type })
  // At most the whole list, in pages (decision 035): a larger ?rows= is sent to that page, so
  // each number past the list costs a redirect, not a render of the whole list under a key of its own.
  const askedRows = listRowsOf(url.searchParams.get('rows'))
  const rows = Math.min(askedRows, listRowsOf(String(found.length)))
  if (askedRows > rows) {
    if (rows === listPage) url.searchParams.delete('rows')
    else url.searchParams.set('rows', String(rows))
    throw redirect(`${url.pathname}${url.search}`)
  }
  return {
    locale,
    title: translationsFor(locale).screens.stores(),
    listed: found.slice(0, rows),
    found: found.length,
    query,
    type,
    rows,
    alternates: Object.fromEntries(localeCodes.map((code) => [code, screenPath('stores', code)])),
    // The stores the list shows, each with its address and coordinates, for search engines.
    structuredData: [storesData(found.slice(0, rows))],
  }
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return [
    ...pageMeta({ matches, error }, { title: loaderData?.title }),
    ...(error ? [] : jsonLdMeta(loaderData?.structuredData)),
  ]
}

export default function StoresScreen() {
  const { locale, listed, found, query, type, rows } = useLoaderData<typeof loader>()
  const t = useTranslations()
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t.screens.stores()}</h1>
        <p className={styles.lead}>{t.stores.intro()}</p>
      </header>
      <StoreLocator
        key={locale}
        listed={listed}
        found={found}
        locale={locale}
        initialQuery={query}
        initialType={type}
        initialRows={rows}
      />
    </>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
