import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { PublicConfig } from '#schema/config'
import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'
import { StoreType, storeTypes, type Store } from '#schema/store'
import { useTranslations } from '#site/i18n/translations'
import { minWidth } from '#runtime/styles/breakpoints'
import { useMediaQuery } from '#site/use-media-query'
import { byDistance, filterStores, inBounds, type Bounds } from './filter-stores'
import { listPage, rowsToShow } from './list-rows'
import type { StoreMap } from './store-map'
import { storeTypeLabel } from './store-type-label'
import { useNearMe } from './use-near-me'
import * as styles from './store-locator.css'

type Props = {
  stores: readonly Store[]
  locale: Locale
  initialQuery: string
  initialType: StoreType | null
  /** How many rows the list shows at first (list-rows.ts). */
  initialRows: number
}

/**
 * The store locator (spec 2): search and type filter, "near me", the list (server-rendered, works
 * without JS as a GET form) and the map, loaded after hydration as its own chunk. List and map
 * follow each other: the list shows what the map shows, a row flies the map, a marker picks a row.
 * The list shows its first rows and "Show more" adds a page (a link, so it works without JS).
 * On a phone the map waits for a press of "Show the map": it is some 700 KB of code and outlines
 * and seconds of a phone's CPU, for a visitor who may only need the list
 * (docs/decisions/011-store-map-on-request-on-phones.md).
 */
export function StoreLocator({ stores, locale, initialQuery, initialType, initialRows }: Props) {
  const t = useTranslations()
  const mapboxKey = useRouteLoaderData<{ publicConfig: PublicConfig }>('root')?.publicConfig.mapboxKey ?? null
  const [query, setQuery] = useState(initialQuery)
  const [type, setType] = useState<StoreType | null>(initialType)
  const [bounds, setBounds] = useState<Bounds | null>(null)
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const [listRows, setListRows] = useState(initialRows)
  const [mapState, setMapState] = useState<'loading' | 'ready' | 'failed'>('loading')
  // A phone loads the map on request; the server, not knowing the screen, renders 'loading'.
  const wideScreen = useMediaQuery(minWidth('md'))
  const [mapRequested, setMapRequested] = useState(false)
  // Once drawn, the map stays, even if the screen then narrows (a tablet turned).
  const mapWanted = mapRequested || wideScreen === true || mapState === 'ready'
  const mapShown = mapWanted ? mapState : wideScreen === false ? 'offered' : 'loading'
  const nearMe = useNearMe()
  const mapElement = useRef<HTMLDivElement>(null)
  const map = useRef<StoreMap | null>(null)
  const rows = useRef(new Map<string, HTMLLIElement>())

  const results = useMemo(() => filterStores(stores, { query, type }), [stores, query, type])
  const shown = useMemo(() => {
    const inView = bounds === null ? results : results.filter((store) => inBounds(store, bounds))
    return nearMe.position
      ? byDistance(inView, nearMe.position)
      : inView.map((store) => ({ store, km: null }))
  }, [results, bounds, nearMe.position])

  // The map's callbacks live as long as the map; they read the latest list through this ref.
  const shownNow = useRef(shown)
  useEffect(() => {
    shownNow.current = shown
  }, [shown])
  // A marker picks a row that may be past the rows shown: they grow to it, then it scrolls in.
  const scrollToRow = useRef<string | null>(null)
  const onMarker = useCallback((storeId: string) => {
    const index = shownNow.current.findIndex(({ store }) => store.id === storeId)
    setListRows((count) => rowsToShow(count, index))
    setSelectedId(storeId)
    scrollToRow.current = storeId
  }, [])
  useEffect(() => {
    const storeId = scrollToRow.current
    if (storeId === null) return
    scrollToRow.current = null
    rows.current.get(storeId)?.scrollIntoView({ block: 'nearest', behavior: 'smooth' })
  }, [selectedId, listRows])

  useEffect(() => {
    const container = mapElement.current
    if (!container || !mapWanted) return
    let cancelled = false
    import('./store-map')
      .then(({ mountStoreMap }) =>
        mountStoreMap({
          container,
          mapboxKey,
          stores: filterStores(stores, { query, type }),
          labels: {
            storeType: (store) => storeTypeLabel(t, store.storeType),
            phone: t.storeLocator.phone(),
            email: t.storeLocator.email(),
            website: t.storeLocator.website(),
            directions: t.storeLocator.directions(),
            cluster: (count) => t.storeLocator.cluster({ count }),
          },
          onSelect: onMarker,
          onView: setBounds,
        }),
      )
      .then(
        (mounted) => {
          if (cancelled) return mounted.destroy()
          map.current = mounted
          setMapState('ready')
        },
        (error: unknown) => {
          console.error('The store map failed to load', error)
          if (!cancelled) setMapState('failed')
        },
      )
    return () => {
      cancelled = true
      map.current?.destroy()
      map.current = null
    }
    // The map is made once (the locator is keyed by locale, so `t` is fixed); later changes reach it
    // through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mapWanted])

  // A new search or type: the map shows only those stores and frames them (spec 9: max zoom 15).
  const firstResults = useRef(true)
  useEffect(() => {
    if (mapState !== 'ready') return
    map.current?.setStores(results)
    if (firstResults.current) {
      firstResults.current = false
      if (query === '' && type === null) return
    }
    const timer = window.setTimeout(() => {
      if (results.length > 0 && !nearMe.position) map.current?.fitTo(results)
    }, 300)
    return () => window.clearTimeout(timer)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [results, mapState])

  // Near me: the visitor's dot and the nearest stores in view.
  useEffect(() => {
    map.current?.showUser(nearMe.position)
    if (!nearMe.position) return
    const nearest = byDistance(results, nearMe.position)
      .slice(0, 3)
      .map(({ store }) => store)
    map.current?.fitTo([nearMe.position, ...nearest])
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [nearMe.position, mapState])

  function selectRow(storeId: string) {
    setSelectedId(storeId)
    map.current?.select(storeId)
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    // With JS the list already follows the typing; without it the form reloads the page (GET).
    event.preventDefault()
    if (results.length > 0) map.current?.fitTo(results)
  }

  const km = new Intl.NumberFormat(locales[locale].iso, { maximumFractionDigits: 1 })
  const more = Math.min(listPage, shown.length - listRows)
  const moreSearch = new URLSearchParams({
    ...(query ? { q: query } : {}),
    ...(type ? { type } : {}),
    rows: String(listRows + listPage),
  })
  return (
    <div className={styles.locator}>
      <div className={styles.controls}>
        <form method="get" role="search" className={styles.searchRow} onSubmit={submit}>
          <label className={styles.field}>
            {t.storeLocator.searchLabel()}
            <input
              className={styles.input}
              type="search"
              name="q"
              value={query}
              placeholder={t.storeLocator.searchPlaceholder()}
              onChange={(event) => setQuery(event.currentTarget.value)}
            />
          </label>
          <label className={styles.field}>
            {t.storeLocator.typeLabel()}
            <select
              className={styles.input}
              name="type"
              value={type ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value
                setType(StoreType.is(value) ? value : null)
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
          <button
            className={styles.secondaryButton}
            type="button"
            onClick={() => nearMe.locate()}
            disabled={nearMe.status === 'locating'}
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
          {t.storeLocator.results({ count: shown.length })}
          {bounds !== null && ` · ${t.storeLocator.inView()}`}
        </p>
      </div>

      <div className={styles.mapArea}>
        <div
          ref={mapElement}
          className={styles.mapCanvas}
          role="region"
          aria-label={t.storeLocator.mapLabel()}
          data-map-state={mapShown}
        />
        {mapShown === 'offered' && (
          <div className={styles.mapOffer}>
            <button className={styles.secondaryButton} type="button" onClick={() => setMapRequested(true)}>
              {t.storeLocator.showMap()}
            </button>
          </div>
        )}
        {(mapShown === 'loading' || mapShown === 'failed') && (
          <p className={styles.mapPlaceholder}>
            {mapState === 'failed' ? t.storeLocator.mapFailed() : t.storeLocator.mapLoading()}
          </p>
        )}
      </div>

      <ul className={styles.list} aria-label={t.storeLocator.listLabel()}>
        {shown.length === 0 && <li className={styles.row}>{t.storeLocator.noResults()}</li>}
        {shown.slice(0, listRows).map(({ store, km: distance }) => (
          <li
            key={store.id}
            className={styles.row}
            data-store-id={store.id}
            data-selected={store.id === selectedId}
            ref={(element) => {
              if (element) rows.current.set(store.id, element)
              else rows.current.delete(store.id)
            }}
          >
            {distance !== null && (
              <span className={styles.distance}>
                {t.storeLocator.distance({ distance: `${km.format(distance)} km` })}
              </span>
            )}
            <button
              type="button"
              className={styles.rowName}
              onClick={() => selectRow(store.id)}
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
                event.preventDefault()
                setListRows((count) => count + listPage)
              }}
            >
              {t.storeLocator.showMore({ count: more, left: shown.length - listRows })}
            </a>
          </li>
        )}
      </ul>
    </div>
  )
}
