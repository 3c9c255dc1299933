import { useState, type ReactNode } from 'react'
import type { ListStyle } from '#schema/blocks/block-options'
import type { CategoryRef } from '#schema/blocks/list-items'
import { useListFilter } from '#runtime/list-filter'
import { useBlockContext } from '#renderers/block-context/block-context'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/entry-list/entry-list.css'
import { FilterResultCount } from '#renderers/entry-list/filter-result-count'
import { ListFilterControls } from '#renderers/entry-list/list-filter-controls'
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
 * The filter is the page's `?category=` (decision 040), kept by the site (ListFilterContext):
 * a filtered view can be shared, Back undoes it, and without JavaScript the filter is a GET form.
 * A slug that is none of this list's filters shows everything and says so.
 */
export function EntryList<T>(props: EntryListProps<T>): ReactNode {
  const { labels } = useBlockContext()
  const site = useListFilter()
  // Without a site around it (renderer tests, previews) the list keeps its filter to itself.
  const [ownFilter, setOwnFilter] = useState<string>('')
  const wanted = site ? (site.chosen ?? '') : ownFilter
  const unknown = wanted !== '' && !props.filters.some((category) => category.slug === wanted)
  const filter = unknown ? '' : wanted
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
  const filtered = props.filters.length > 0

  return (
    <div className={styles.list}>
      {props.title ? <Heading className={styles.heading}>{props.title}</Heading> : null}
      {filtered ? (
        <ListFilterControls filters={props.filters} chosen={filter} choose={site?.choose ?? setOwnFilter} />
      ) : null}
      {filtered && unknown ? <p className={styles.empty}>{labels.unknownFilter}</p> : null}
      {filtered ? (
        <FilterResultCount
          shown={shown.length}
          total={props.items.length}
          filter={props.filters.find((category) => category.slug === filter)?.title ?? labels.all}
        />
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
        <ul className={classNames(styles.grid, styles.columns[columns])}>{rendered}</ul>
      )}
    </div>
  )
}
