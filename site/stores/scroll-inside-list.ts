/**
 * Brings `row` into view by scrolling `list`'s own box only, never the page: `scrollIntoView`
 * scrolls every scrolling ancestor, the page too. Where the list is no box of its own (on a phone
 * it grows with its rows) nothing moves, so a popup just opened on the map stays in sight.
 */
export function scrollInsideList(list: HTMLElement, row: HTMLElement): void {
  if (list.scrollHeight <= list.clientHeight) return
  const listTop = list.getBoundingClientRect().top + list.clientTop
  const rowTop = row.getBoundingClientRect().top - listTop
  const rowBottom = rowTop + row.offsetHeight
  const behavior = matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth'
  if (rowTop < 0) list.scrollBy({ top: rowTop, behavior })
  else if (rowBottom > list.clientHeight) list.scrollBy({ top: rowBottom - list.clientHeight, behavior })
}
