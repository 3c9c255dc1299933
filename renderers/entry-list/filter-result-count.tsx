import type { ReactNode } from 'react'
import { useBlockContext } from '#renderers/block-context/block-context'
import * as styles from '#renderers/entry-list/filter-result-count.css'

/**
 * How many entries the filter shows, in a polite live region (WCAG 4.1.3): filtering
 * narrows the grid with no other sign a screen-reader user would hear. The region is in the page
 * from the start, so only a change is read out; the filter's name is part of the text, so picking
 * another filter with the same count is read out too.
 *
 * @example <FilterResultCount shown={4} total={12} filter="Loungers" />
 */
export function FilterResultCount({
  shown,
  total,
  filter,
}: {
  shown: number
  total: number
  filter: string
}): ReactNode {
  const { labels } = useBlockContext()
  return (
    <p className={styles.count} role="status">
      {labels.filterResultCount(shown, total, filter)}
    </p>
  )
}
