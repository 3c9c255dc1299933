import { useId, useState, type ReactNode } from 'react'
import type { ListStyle } from '#schema/blocks/block-options'
import type { CategoryRef } from '#schema/blocks/list-items'
import { useBlockContext } from '#renderers/block-context/block-context'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/entry-list/entry-list.css'
import { Slider } from '#renderers/slider/slider'

export type EntryListProps<T> = {
  items: readonly T[]
  keyOf: (item: T) => string
  /** The categories an item belongs to, for the filter. */
  categoriesOf: (item: T) => readonly CategoryRef[]
  renderItem: (item: T, index: number) => ReactNode
  /** The categories to filter by (fieldListFilter); none: no filter. */
  filters: readonly CategoryRef[]
  listStyle: ListStyle
  /** Items per row on desktop, and per view in a slider (optionElementQuantity). */
  quantity: number
  slider: boolean
  title?: string
  /** The heading level of `title`. */
  headingLevel?: 2 | 3
}

/**
 * A list of entries as the list blocks and the catalogue screens show it: archive (grid with
 * filter buttons and, on phones, a dropdown), category or single style, as a grid or a slider.
 * Filtering needs script; without it every item shows.
 */
export function EntryList<T>(props: EntryListProps<T>): ReactNode {
  const { labels } = useBlockContext()
  const [filter, setFilter] = useState<string>('')
  const selectId = useId()
  const shown =
    filter === ''
      ? props.items
      : props.items.filter((item) => props.categoriesOf(item).some((c) => c.slug === filter))
  const Heading = props.headingLevel === 3 ? 'h3' : 'h2'
  const quantity = props.listStyle === 'single' ? 1 : props.quantity
  const columns = Math.max(1, Math.min(6, quantity)) as 1 | 2 | 3 | 4 | 5 | 6
  const rendered = shown.map((item, index) => (
    <li key={props.keyOf(item)}>{props.renderItem(item, index)}</li>
  ))

  return (
    <div className={styles.list}>
      {props.title ? <Heading className={styles.heading}>{props.title}</Heading> : null}
      {props.filters.length > 0 ? (
        <div className={styles.filters}>
          <div className={styles.filterButtons} role="group" aria-label={labels.filterBy}>
            {[{ id: '', title: labels.all, slug: '' }, ...props.filters].map((category) => (
              <button
                key={category.slug || 'all'}
                type="button"
                className={styles.filterButton}
                aria-pressed={filter === category.slug}
                onClick={() => setFilter(category.slug)}
              >
                {category.title}
              </button>
            ))}
          </div>
          <label className={styles.dropdown} htmlFor={selectId}>
            {labels.filterBy}
            <select
              id={selectId}
              className={styles.select}
              value={filter}
              onChange={(event) => setFilter(event.target.value)}
            >
              <option value="">{labels.all}</option>
              {props.filters.map((category) => (
                <option key={category.slug} value={category.slug}>
                  {category.title}
                </option>
              ))}
            </select>
          </label>
        </div>
      ) : null}
      {shown.length === 0 ? (
        <p className={styles.empty}>{labels.empty}</p>
      ) : props.slider ? (
        <Slider key={filter} label={props.title || labels.all} perView={quantity}>
          {shown.map((item, index) => (
            <div key={props.keyOf(item)}>{props.renderItem(item, index)}</div>
          ))}
        </Slider>
      ) : (
        <ul className={classNames(styles.grid, styles.columns[columns])} aria-live="polite">
          {rendered}
        </ul>
      )}
    </div>
  )
}
