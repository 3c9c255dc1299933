import type { Store, StoreType } from '#schema/store'

/** The visible part of the map, in degrees; `west > east` when it crosses the antimeridian. */
export type Bounds = { west: number; south: number; east: number; north: number }

export type LatLng = { latitude: number; longitude: number }

export type StoreFilter = { query: string; type: StoreType | null }

/** Lower case without accents, so "forli" finds Forlì and "zurich" finds Zürich. */
export function normalize(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
}

/**
 * Whether a store matches a search: every word must be found in its city, province, country or
 * name. A word of one or two letters matches a province code ("MI") or the start of a word.
 */
function matchesQuery(store: Store, query: string): boolean {
  const words = normalize(query)
    .split(/\s+/)
    .filter((word) => word.length > 0)
  if (words.length === 0) return true
  const haystack = normalize([store.city, store.province, store.country, store.name].join(' '))
  const province = normalize(store.province)
  // Two letters are a province code or the start of a word ("mi", "ro"), not any fragment ("smith").
  return words.every((word) =>
    word.length <= 2 ? word === province || ` ${haystack}`.includes(` ${word}`) : haystack.includes(word),
  )
}

/** The stores matching a search and a type, in their given order. */
export function filterStores(stores: readonly Store[], filter: StoreFilter): Store[] {
  return stores.filter(
    (store) => (filter.type === null || store.storeType === filter.type) && matchesQuery(store, filter.query),
  )
}

/** Whether a store lies in the bounds (crossing the antimeridian included). */
export function inBounds(store: Store, bounds: Bounds): boolean {
  if (store.latitude < bounds.south || store.latitude > bounds.north) return false
  if (bounds.east - bounds.west >= 360) return true
  const west = wrapLongitude(bounds.west)
  const east = wrapLongitude(bounds.east)
  return west <= east
    ? store.longitude >= west && store.longitude <= east
    : store.longitude >= west || store.longitude <= east
}

function wrapLongitude(longitude: number): number {
  return ((((longitude + 180) % 360) + 360) % 360) - 180
}

/** Great-circle distance in kilometres (haversine, mean Earth radius). */
export function distanceKm(from: LatLng, to: LatLng): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180
  const dLat = radians(to.latitude - from.latitude)
  const dLng = radians(to.longitude - from.longitude)
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLng / 2) ** 2
  return 2 * 6371.0088 * Math.asin(Math.min(1, Math.sqrt(a)))
}

/** Stores with their distance from a point, nearest first. */
export function byDistance(stores: readonly Store[], from: LatLng): { store: Store; km: number }[] {
  return stores.map((store) => ({ store, km: distanceKm(from, store) })).sort((a, b) => a.km - b.km)
}

/** The smallest bounds holding every store (and the extra points given), or null for none. */
export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null
  let bounds: Bounds = { west: 180, south: 90, east: -180, north: -90 }
  for (const { latitude, longitude } of points) {
    bounds = {
      west: Math.min(bounds.west, longitude),
      south: Math.min(bounds.south, latitude),
      east: Math.max(bounds.east, longitude),
      north: Math.max(bounds.north, latitude),
    }
  }
  return bounds
}

/**
 * The list as shown: the stores of the search, only those in the map's view when there is one,
 * nearest first with their distance once the visitor's position is known.
 */
export function storesShown(
  stores: readonly Store[],
  state: StoreFilter & { view: Bounds | null; position: LatLng | null },
): { store: Store; km: number | null }[] {
  const results = filterStores(stores, state)
  const { view, position } = state
  const inView = view === null ? results : results.filter((store) => inBounds(store, view))
  return position ? byDistance(inView, position) : inView.map((store) => ({ store, km: null }))
}
