import { useLoaderData } from 'react-router'
import type { MetaArgs } from 'react-router'
import type { LoaderArgs } from '#site/app-context'
import { listStores } from '#adapters/cms/list-stores.server'
import { localeCodes } from '#schema/locale'
import { StoreType } from '#schema/store'
import { screenPath } from '#runtime/route-table'
import { translationsFor, useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import { screenOf } from '#site/screen-of'
import { StoreLocator } from '#site/stores/store-locator'
import { listRowsOf } from '#site/stores/list-rows'
import * as styles from './screen.css'

/**
 * The store locator (spec 2): every store of the site from the CMS, and the search of the URL
 * (`?q=&type=`), so the list is filtered on the server when the form is sent without JS; `?rows=`
 * is how many rows the list shows (its "Show more" link without JS).
 */
export async function loader({ request, context }: LoaderArgs) {
  const { locale } = screenOf(request)
  const url = new URL(request.url)
  const type = url.searchParams.get('type')
  return {
    locale,
    title: translationsFor(locale).screens.stores(),
    stores: await listStores(context.cms, { locale, log: context.log }),
    query: (url.searchParams.get('q') ?? '').slice(0, 100),
    type: StoreType.is(type) ? type : null,
    rows: listRowsOf(url.searchParams.get('rows')),
    alternates: Object.fromEntries(localeCodes.map((code) => [code, screenPath('stores', code)])),
  }
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function StoresScreen() {
  const { locale, stores, query, type, rows } = useLoaderData<typeof loader>()
  const t = useTranslations()
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{t.screens.stores()}</h1>
        <p className={styles.lead}>{t.stores.intro()}</p>
      </header>
      <StoreLocator
        key={locale}
        stores={stores}
        locale={locale}
        initialQuery={query}
        initialType={type}
        initialRows={rows}
      />
    </>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
