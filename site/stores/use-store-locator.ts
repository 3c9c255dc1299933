import { useEffect, useState } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { PublicConfig } from '#schema/config'
import type { Locale } from '#schema/locale'
import type { Store } from '#schema/store'
import type { StoreType } from '#schema/store-type'
import { useTranslations } from '#site/i18n/translations'
import { useLazyActor } from '#site/chrome/use-lazy-actor'
import { listPage } from './list-rows'
import { mapLabels } from './map-labels'
import type { Locator } from './store-map-port'
import { createStoreMapHost } from './store-map-host'
import { storeLocatorInitialView } from './store-locator-view'

/**
 * The locator's running machine, loaded after the first render or at the first event
 * (docs/architecture.md, Performance: xstate stays out of the first-load JS); until then it shows
 * the machine's initial state. Every store is fetched with it (`everyStore`; until then the list
 * is the server's rows), and `host` is where its map goes, known before the map's code loads. If
 * the machine or the stores fail to load (`unloaded`), the locator stays the plain form it is
 * without JS.
 */
export function useStoreLocator({
  locale,
  initialQuery,
  initialType,
  initialRows,
}: {
  locale: Locale
  initialQuery: string
  initialType: StoreType | null
  initialRows: number
}) {
  const t = useTranslations()
  const mapboxKey = useRouteLoaderData<{ publicConfig: PublicConfig }>('root')?.publicConfig.mapboxKey ?? null
  // It lives as long as the locator.
  const [host] = useState(createStoreMapHost)
  const [everyStore, setEveryStore] = useState<readonly Store[] | null>(null)
  const [unloaded, setUnloaded] = useState(false)
  const input = { query: initialQuery, storeType: initialType, rows: initialRows, pageSize: listPage }
  const locator = useLazyActor(
    () =>
      Promise.all([
        import('xstate'),
        import('./store-map-port'),
        // Its decoder (io-ts) loads with it, out of the page's first-load JS.
        import('./fetch-stores').then(({ fetchStores }) => fetchStores(locale)),
      ]).then(
        ([{ createActor }, { storeMapMachine }, stores]) => {
          setEveryStore(stores)
          let running: Locator | null = null
          const machine = storeMapMachine({
            stores,
            mapboxKey,
            labels: mapLabels(t),
            host,
            locator: () => running,
          })
          const actor = createActor(machine, { input })
          running = actor
          return actor
        },
        (error: unknown) => {
          setUnloaded(true)
          throw error
        },
      ),
    storeLocatorInitialView(input),
  )
  useEffect(() => () => host.destroy(), [host])
  return { locator, host, everyStore, unloaded }
}
