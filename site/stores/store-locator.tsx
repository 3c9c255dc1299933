import { useCallback, useEffect, useMemo } from 'react'
import type { Locale } from '#schema/locale'
import type { Store } from '#schema/store'
import type { StoreType } from '#schema/store-type'
import { minWidth } from '#runtime/styles/breakpoints'
import { useSelector } from '#site/chrome/use-selector'
import { useMediaQuery } from '#site/use-media-query'
import type { LatLng } from './filter-stores'
import { listShown } from './list-shown'
import { mapShownOf } from './map-shown'
import { StoreList } from './store-list'
import { StoreLocatorStatus } from './store-locator-status'
import { StoreMapPanel } from './store-map-panel'
import { StoreSearchForm } from './store-search-form'
import { useNearMe } from './use-near-me'
import { useStoreLocator } from './use-store-locator'
import * as styles from './store-locator.css'

type Props = {
  /** The rows the server rendered: the first `initialRows` stores of the URL's search. */
  listed: readonly Store[]
  /** How many stores the URL's search found in all. */
  found: number
  locale: Locale
  initialQuery: string
  initialType: StoreType | null
  /** How many rows the list shows at first (list-rows.ts). */
  initialRows: number
}

/**
 * The store locator (spec 2): search and type filter, "near me", the list (server-rendered, works
 * without JS as a GET form) and the map, loaded after hydration as its own chunk. Its state is the
 * storeLocator machine (machines/store-locator.machine.ts), loaded lazily (use-store-locator.ts);
 * this component wires it to its parts: the search form, what it announces, the map's place and
 * the list. List and map follow each other: the list shows what the map shows, a row flies the
 * map, a marker picks a row.
 * On a phone the map waits for a press of "Show the map": it is some 700 KB of code and outlines
 * and seconds of a phone's CPU, for a visitor who may only need the list
 * (docs/decisions/011-store-map-on-request-on-phones.md). Without JavaScript the map area says
 * the map needs it; the list, search and filter work as a GET form.
 */
export function StoreLocator({ listed, found, locale, initialQuery, initialType, initialRows }: Props) {
  // Undefined on the server and while hydrating: the map area then shows what suits every screen.
  const wideScreen = useMediaQuery(minWidth('md'))
  const hydrated = wideScreen !== undefined
  const { locator, host, everyStore, unloaded } = useStoreLocator({
    locale,
    initialQuery,
    initialType,
    initialRows,
  })
  const machineState = useSelector(locator, (snapshot) => String(snapshot.value))
  const context = useSelector(locator, (snapshot) => snapshot.context)
  const { shown, count, emptyArea } = useMemo(
    () => listShown({ everyStore, listed, found, context }),
    [everyStore, listed, found, context],
  )
  const nearMe = useNearMe(
    useCallback((position: LatLng) => locator.send({ type: 'LOCATED', position }), [locator]),
  )

  // From md up the map is wanted at once; on a phone it waits for "Show the map" (decision 011).
  useEffect(() => {
    if (wideScreen) locator.send({ type: 'SHOW_MAP' })
  }, [wideScreen, locator])

  return (
    <div className={styles.locator}>
      <div className={styles.controls}>
        <StoreSearchForm
          locator={locator}
          initialQuery={initialQuery}
          initialType={initialType}
          nearMe={nearMe}
          hydrated={hydrated}
          unloaded={unloaded}
        />
        <StoreLocatorStatus nearMe={nearMe.status} count={count} followsMap={context.view !== null} />
      </div>
      <StoreMapPanel
        host={host}
        shown={mapShownOf({ machineState, wideScreen, unloaded })}
        onShowMap={() => locator.send({ type: 'SHOW_MAP' })}
      />
      <StoreList
        locator={locator}
        locale={locale}
        shown={shown}
        count={count}
        emptyArea={emptyArea}
        rows={context.rows}
        selectedId={context.selectedId}
        query={context.query}
        storeType={context.storeType}
        unloaded={unloaded}
      />
    </div>
  )
}
