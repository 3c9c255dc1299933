import { useSelector } from '#site/chrome/use-selector'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { PublicConfig } from '#schema/config'
import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'
import type { Store } from '#schema/store'
import { isStoreType, storeTypes, type StoreType } from '#schema/store-type'
import { useTranslations } from '#site/i18n/translations'
import { minWidth } from '#runtime/styles/breakpoints'
import { useMediaQuery } from '#site/use-media-query'
import type { LatLng } from './filter-stores'
import { listPage } from './list-rows'
import { useLazyActor } from '#site/chrome/use-lazy-actor'
import type { Locator } from './store-map-port'
import { createStoreMapHost } from './store-map-host'
import { shownOf, storeLocatorInitialView } from './store-locator-view'
import type { StoreMapOptions } from './store-map'
import { storeTypeLabel } from './store-type-label'
import { scrollInsideList } from './scroll-inside-list'
import { useNearMe } from './use-near-me'
import * as styles from './store-locator.css'

/** The map's words, from the catalogue: its popups, clusters and the library's own controls. */
function mapLabels(t: ReturnType<typeof useTranslations>): StoreMapOptions['labels'] {
  return {
    storeType: (store) => storeTypeLabel(t, store.storeType),
    phone: t.storeLocator.phone(),
    email: t.storeLocator.email(),
    website: t.storeLocator.website(),
    directions: t.storeLocator.directions(),
    cluster: (count) => t.storeLocator.cluster({ count }),
    ui: {
      title: t.storeLocator.mapUi.title(),
      zoomIn: t.storeLocator.mapUi.zoomIn(),
      zoomOut: t.storeLocator.mapUi.zoomOut(),
      resetBearing: t.storeLocator.mapUi.resetBearing(),
      toggleAttribution: t.storeLocator.mapUi.toggleAttribution(),
      mapFeedback: t.storeLocator.mapUi.mapFeedback(),
      logo: t.storeLocator.mapUi.logo(),
      marker: t.storeLocator.mapUi.marker(),
      closePopup: t.storeLocator.closePopup(),
    },
  }
}

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
 * storeLocator machine (machines/store-locator.machine.ts), loaded lazily; this component draws it,
 * and store-map-port.ts gives the machine its map (mounted by `loadMap`, moved by its actions). List and map follow each
 * other: the list shows what the map shows, a row flies the map, a marker picks a row.
 * On a phone the map waits for a press of "Show the map": it is some 700 KB of code and outlines
 * and seconds of a phone's CPU, for a visitor who may only need the list
 * (docs/decisions/011-store-map-on-request-on-phones.md). Without JavaScript the map area says
 * the map needs it; the list, search and filter work as a GET form.
 */
export function StoreLocator({ listed, found, locale, initialQuery, initialType, initialRows }: Props) {
  const t = useTranslations()
  const mapboxKey = useRouteLoaderData<{ publicConfig: PublicConfig }>('root')?.publicConfig.mapboxKey ?? null
  // Undefined on the server and while hydrating: the map area then shows what suits every screen.
  const wideScreen = useMediaQuery(minWidth('md'))
  const list = useRef<HTMLUListElement>(null)
  // Where the map goes, known before its code (and xstate) load; it lives as long as the locator.
  const [host] = useState(createStoreMapHost)
  // Every store, fetched with the machine; until then the list is the server's rows. If either
  // fails to load, the locator stays the plain form it is without JS.
  const [everyStore, setEveryStore] = useState<readonly Store[] | null>(null)
  const [unloaded, setUnloaded] = useState(false)
  // The machine and its map load after the first render, or at the first event (docs/architecture.md, Performance: xstate
  // stays out of the first-load JS); until then the locator shows the machine's initial state.
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
  const attachMap = useCallback((element: HTMLDivElement | null) => host.attach(element), [host])
  useEffect(() => () => host.destroy(), [host])

  const mapState = useSelector(locator, (snapshot) => String(snapshot.value))
  const context = useSelector(locator, (snapshot) => snapshot.context)
  const { query, storeType, view, selectedId, rows } = context
  const shown = useMemo(
    () => (everyStore ? shownOf(everyStore, context) : listed.map((store) => ({ store, km: null }))),
    [everyStore, listed, context],
  )
  const count = everyStore ? shown.length : found
  const emptyArea =
    shown.length === 0 && everyStore !== null && shownOf(everyStore, { ...context, view: null }).length > 0
  const nearMe = useNearMe(
    useCallback((position: LatLng) => locator.send({ type: 'LOCATED', position }), [locator]),
  )

  // From md up the map is wanted at once; on a phone it waits for "Show the map" (decision 011).
  useEffect(() => {
    if (wideScreen) locator.send({ type: 'SHOW_MAP' })
  }, [wideScreen, locator])
  // "Show more" goes away with the last page and moves down with the others: focus goes to the
  // first new row, where the visitor reads on, not to <body> (WCAG 2.4.3).
  const firstNewRow = useRef<number | null>(null)
  useEffect(() => {
    const index = firstNewRow.current
    if (index === null) return
    firstNewRow.current = null
    list.current?.querySelectorAll('li[data-store-id]')[index]?.querySelector('button')?.focus()
  }, [rows])

  // A picked store's row comes into view inside the list's own box (a marker may pick one far
  // down the list), never by moving the page: on a phone the list is under the map, and
  // scrolling the page to the row would take away the popup just opened.
  useEffect(() => {
    const box = list.current
    if (selectedId === null || !box) return
    const row = box.querySelector(`[data-store-id="${CSS.escape(selectedId)}"]`)
    if (row instanceof HTMLElement) scrollInsideList(box, row)
  }, [selectedId])

  function submit(event: FormEvent<HTMLFormElement>) {
    // With JS the list already follows the typing; without it (or its code) the form reloads the page (GET).
    if (unloaded) return
    event.preventDefault()
    locator.send({ type: 'SUBMITTED' })
  }

  const hydrated = wideScreen !== undefined
  const mapShown = unloaded
    ? 'failed'
    : mapState !== 'idle'
      ? mapState
      : wideScreen === false
        ? 'offered'
        : hydrated
          ? 'loading'
          : 'waiting'
  const km = new Intl.NumberFormat(locales[locale].iso, { maximumFractionDigits: 1 })
  const more = Math.min(listPage, count - rows)
  const moreSearch = new URLSearchParams({
    ...(query ? { q: query } : {}),
    ...(storeType ? { type: storeType } : {}),
    rows: String(rows + listPage),
  })
  return (
    <div className={styles.locator}>
      <div className={styles.controls}>
        {/* The fields are the visitor's own (uncontrolled): only they change the search, and what is
            typed before the machine and the store list have loaded stays, to be sent to it as it starts. */}
        <form method="get" role="search" className={styles.searchRow} onSubmit={submit}>
          <label className={styles.field}>
            {t.storeLocator.searchLabel()}
            <input
              className={styles.input}
              type="search"
              name="q"
              defaultValue={initialQuery}
              placeholder={t.storeLocator.searchPlaceholder()}
              onChange={(event) => locator.send({ type: 'SEARCHED', query: event.currentTarget.value })}
            />
          </label>
          <label className={styles.field}>
            {t.storeLocator.typeLabel()}
            <select
              className={styles.input}
              name="type"
              defaultValue={initialType ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value
                locator.send({ type: 'TYPE_CHOSEN', storeType: isStoreType(value) ? value : null })
              }}
            >
              <option value="">{t.storeLocator.allTypes()}</option>
              {storeTypes.map((value) => (
                <option key={value} value={value}>
                  {storeTypeLabel(t, value)}
                </option>
              ))}
            </select>
          </label>
          <button className={styles.button} type="submit">
            {t.storeLocator.search()}
          </button>
          {/* The browser's position needs JavaScript: without it the button would do nothing, so
              it stays invisible (and out of the tab order) until the page is hydrated, its space
              kept so the form does not move when it appears (CLS 0). */}
          <button
            className={styles.secondaryButton}
            type="button"
            onClick={() => nearMe.locate()}
            disabled={nearMe.status === 'locating'}
            style={hydrated && !unloaded ? undefined : { visibility: 'hidden' }}
          >
            {t.storeLocator.nearMe()}
          </button>
        </form>
        {nearMe.status === 'locating' && (
          <p className={styles.message} role="status">
            {t.storeLocator.locating()}
          </p>
        )}
        {nearMe.status === 'located' && (
          <p className={styles.message} role="status">
            {t.storeLocator.located()}
          </p>
        )}
        {nearMe.status === 'denied' && (
          <p className={styles.alert} role="alert">
            {t.storeLocator.geoDenied()}
          </p>
        )}
        {nearMe.status === 'timeout' && (
          <p className={styles.alert} role="alert">
            {t.storeLocator.geoTimeout()}
          </p>
        )}
        {nearMe.status === 'unavailable' && (
          <p className={styles.alert} role="alert">
            {t.storeLocator.geoUnavailable()}
          </p>
        )}
        <p className={styles.message} aria-live="polite">
          {t.storeLocator.results({ count })}
          {view !== null && ` · ${t.storeLocator.inView()}`}
        </p>
      </div>

      <div className={styles.mapArea}>
        <div
          ref={attachMap}
          className={styles.mapCanvas}
          role="region"
          aria-label={t.storeLocator.mapLabel()}
          data-map-state={mapShown}
        />
        {mapShown === 'waiting' && (
          <noscript>
            <p className={styles.mapNote}>{t.storeLocator.mapNeedsJs()}</p>
          </noscript>
        )}
        {mapShown === 'offered' && (
          <div className={styles.mapOffer}>
            <button
              className={styles.secondaryButton}
              type="button"
              onClick={() => locator.send({ type: 'SHOW_MAP' })}
            >
              {t.storeLocator.showMap()}
            </button>
          </div>
        )}
        {(mapShown === 'loading' || mapShown === 'failed') && (
          <p className={styles.mapPlaceholder} role={mapShown === 'failed' ? 'alert' : undefined}>
            {mapShown === 'failed' ? t.storeLocator.mapFailed() : t.storeLocator.mapLoading()}
          </p>
        )}
      </div>

      <ul ref={list} className={styles.list} aria-label={t.storeLocator.listLabel()}>
        {shown.length === 0 && (
          <li className={styles.row}>
            {/* The list follows the map: an empty area is not a search that found nothing. */}
            {emptyArea ? t.storeLocator.noneInArea() : t.storeLocator.noResults()}
          </li>
        )}
        {shown.slice(0, rows).map(({ store, km: distance }) => (
          <li
            key={store.id}
            className={styles.row}
            data-store-id={store.id}
            data-selected={store.id === selectedId}
          >
            {distance !== null && (
              <span className={styles.distance}>
                {t.storeLocator.distance({ distance: `${km.format(distance)} km` })}
              </span>
            )}
            <button
              type="button"
              className={styles.rowName}
              onClick={() => locator.send({ type: 'ROW_PICKED', storeId: store.id })}
              aria-pressed={store.id === selectedId}
            >
              {store.name}
            </button>
            <p className={styles.rowMeta}>
              <span className={styles.rowType}>{storeTypeLabel(t, store.storeType)}</span>
              <br />
              {store.address}, {[store.zip, store.city].filter(Boolean).join(' ')}
              {store.province && store.province !== store.city ? ` (${store.province})` : ''}, {store.country}
              {store.phone && (
                <>
                  <br />
                  <a href={`tel:${store.phone.replace(/[^+\d]/g, '')}`}>{store.phone}</a>
                </>
              )}
            </p>
          </li>
        ))}
        {more > 0 && (
          <li className={styles.moreRow}>
            <a
              className={styles.secondaryButton}
              href={`?${moreSearch.toString()}`}
              onClick={(event) => {
                if (unloaded) return
                event.preventDefault()
                firstNewRow.current = rows
                locator.send({ type: 'MORE_ROWS' })
              }}
            >
              {t.storeLocator.showMore({ count: more, left: count - rows })}
            </a>
          </li>
        )}
      </ul>
    </div>
  )
}
