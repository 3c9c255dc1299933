import type { Screen } from './block-options'
import type { ContentColumns } from './content-columns'

export type ColumnCount = 1 | 2 | 3 | 4 | 5 | 6

/**
 * Columns per row on each screen. An empty CMS value means: one column on phones, then as many
 * as there are children up to 2 on tablets and up to 4 on desktops, and wide screens as desktops;
 * so a three-column row needs no numbers set to look right.
 *
 * @example columnCounts(props, 3) // { mobile: 1, tablet: 2, desktop: 3, wide: 3 }
 */
export function columnCounts(props: ContentColumns, childCount: number): Record<Screen, ColumnCount> {
  const fit = (limit: number) => Math.max(1, Math.min(limit, childCount))
  const mobile = toColumnCount(props.optionColumnNumberMobile ?? 1)
  const tablet = toColumnCount(props.optionColumnNumberTablet ?? Math.max(mobile, fit(2)))
  const desktop = toColumnCount(props.optionColumnNumberDesktop ?? Math.max(tablet, fit(4)))
  const wide = toColumnCount(props.optionColumnNumberWide ?? desktop)
  return { mobile, tablet, desktop, wide }
}

function toColumnCount(n: number): ColumnCount {
  if (n <= 1) return 1
  if (n >= 6) return 6
  return n === 2 ? 2 : n === 3 ? 3 : n === 4 ? 4 : 5
}
