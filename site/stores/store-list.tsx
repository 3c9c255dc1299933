import { useEffect, useRef } from 'react'
import type { Locale } from '#schema/locale'
import { locales } from '#schema/locale'
import type { StoreType } from '#schema/store-type'
import { useTranslations } from '#site/i18n/translations'
import type { ShownStore } from './list-shown'
import { moreRows } from './more-rows'
import { scrollInsideList } from './scroll-inside-list'
import type { Locator } from './store-map-port'
import { StoreRow } from './store-row'
import * as styles from './store-locator.css'

/**
 * The list of stores: the first `rows` of those shown, or why there are none, and "Show more"
 * (a link to the next page without JS). A picked store's row comes into view inside the list.
 */
export function StoreList({
  locator,
  locale,
  shown,
  count,
  emptyArea,
  rows,
  selectedId,
  query,
  storeType,
  unloaded,
}: {
  locator: Pick<Locator, 'send'>
  locale: Locale
  shown: readonly ShownStore[]
  count: number
  emptyArea: boolean
  rows: number
  selectedId: string | null
  query: string
  storeType: StoreType | null
  /** The machine or the store list could not load: "Show more" is the plain link. */
  unloaded: boolean
}) {
  const t = useTranslations()
  const list = useRef<HTMLUListElement>(null)
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

  const km = new Intl.NumberFormat(locales[locale].iso, { maximumFractionDigits: 1 })
  const more = moreRows({ query, storeType, rows, count })
  return (
    <ul ref={list} className={styles.list} aria-label={t.storeLocator.listLabel()}>
      {shown.length === 0 && (
        <li className={styles.row}>
          {/* The list follows the map: an empty area is not a search that found nothing. */}
          {emptyArea ? t.storeLocator.noneInArea() : t.storeLocator.noResults()}
        </li>
      )}
      {shown.slice(0, rows).map(({ store, km: distance }) => (
        <StoreRow
          key={store.id}
          store={store}
          distance={distance === null ? null : `${km.format(distance)} km`}
          selected={store.id === selectedId}
          onPick={() => locator.send({ type: 'ROW_PICKED', storeId: store.id })}
        />
      ))}
      {more.more > 0 && (
        <li className={styles.moreRow}>
          <a
            className={styles.secondaryButton}
            href={more.href}
            onClick={(event) => {
              if (unloaded) return
              event.preventDefault()
              firstNewRow.current = rows
              locator.send({ type: 'MORE_ROWS' })
            }}
          >
            {t.storeLocator.showMore({ count: more.more, left: more.left })}
          </a>
        </li>
      )}
    </ul>
  )
}
