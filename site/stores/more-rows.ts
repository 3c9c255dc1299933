import type { StoreType } from '#schema/store-type'
import { listPage } from './list-rows'

/**
 * "Show more" under the list: how many rows it adds (`more`, none after the last page), how many
 * are left, and its link, the same search with a page more (`?rows=`), which works without JS.
 *
 * @example
 * moreRows({ query: 'Milano', storeType: null, rows: 50, count: 70 }) // { more: 20, left: 20, href: '?q=Milano&rows=100' }
 */
export function moreRows({
  query,
  storeType,
  rows,
  count,
}: {
  query: string
  storeType: StoreType | null
  /** The rows shown now. */
  rows: number
  /** The stores the list counts. */
  count: number
}): { more: number; left: number; href: string } {
  const search = new URLSearchParams({
    ...(query ? { q: query } : {}),
    ...(storeType ? { type: storeType } : {}),
    rows: String(rows + listPage),
  })
  return { more: Math.min(listPage, count - rows), left: count - rows, href: `?${search.toString()}` }
}
