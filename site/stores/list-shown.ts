import type { StoreLocatorContext } from '#machines/store-locator.machine'
import type { Store } from '#schema/store'
import { shownOf } from './store-locator-view'

export type ShownStore = { store: Store; km: number | null }

/**
 * The list for a state of the machine: until every store has loaded, the rows the server
 * rendered and the count of its search; then the stores shown (store-locator-view.ts) and their
 * count. `emptyArea`: none is in the map's view, but the search has stores elsewhere (the list
 * follows the map: an empty area is not a search that found nothing).
 */
export function listShown({
  everyStore,
  listed,
  found,
  context,
}: {
  everyStore: readonly Store[] | null
  listed: readonly Store[]
  found: number
  context: StoreLocatorContext
}): { shown: readonly ShownStore[]; count: number; emptyArea: boolean } {
  if (everyStore === null)
    return { shown: listed.map((store) => ({ store, km: null })), count: found, emptyArea: false }
  const shown = shownOf(everyStore, context)
  const emptyArea = shown.length === 0 && shownOf(everyStore, { ...context, view: null }).length > 0
  return { shown, count: shown.length, emptyArea }
}
