import type { PopupAnchor } from '#schema/store'

type Size = { width: number; height: number }

/**
 * The popup anchor that keeps a popup of `popup` size inside a map of `map` size, for a marker at
 * `point` (pixels from the map's top left). The anchor names the popup's side that touches the
 * marker (as in mapbox-gl and maplibre-gl): `bottom` puts the popup above the marker.
 *
 * Above is preferred, then below; when neither fits (a short map), beside the marker; when nothing
 * fits, the roomier of above and below. Near the left or right edge the popup is shifted inwards
 * with a corner anchor.
 */
export function choosePopupAnchor(
  point: { x: number; y: number },
  map: Size,
  popup: Size,
  gap = 16,
): PopupAnchor {
  const fitsAbove = point.y - popup.height - gap >= 0
  const fitsBelow = point.y + popup.height + gap <= map.height
  if (!fitsAbove && !fitsBelow) {
    if (point.x + popup.width + gap <= map.width) return 'left'
    if (point.x - popup.width - gap >= 0) return 'right'
  }
  // Neither beside fits either (a small phone map): the side with more room, shifted inwards.
  const vertical = fitsAbove || (!fitsBelow && point.y > map.height / 2) ? 'bottom' : 'top'
  if (point.x - popup.width / 2 < 0) return `${vertical}-left`
  if (point.x + popup.width / 2 > map.width) return `${vertical}-right`
  return vertical
}

/**
 * The room a popup at `anchor` has inside the map before the map's edge cuts it: in height, above
 * the marker for a popup above it, below for one below, the whole map for one beside; in width,
 * the side of the marker it opens to. A popup larger than this is narrowed, then scrolls (the map
 * box clips what passes its edge).
 *
 * @example
 * popupRoom('top', { x: 175, y: 120 }, { width: 350, height: 340 }) // { width: 350, height: 204 }
 */
export function popupRoom(anchor: PopupAnchor, point: { x: number; y: number }, map: Size, gap = 16): Size {
  const height = anchor.startsWith('top')
    ? map.height - point.y - gap
    : anchor.startsWith('bottom')
      ? point.y - gap
      : map.height
  // A corner or side anchor puts the popup on one side of the marker; a centred one on both.
  const width = anchor.endsWith('left')
    ? map.width - point.x - gap
    : anchor.endsWith('right')
      ? point.x - gap
      : 2 * Math.min(point.x, map.width - point.x)
  return { width, height }
}
