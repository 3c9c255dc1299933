import type {
  StoreLocatorContext,
  StoreLocatorInput,
  storeLocatorMachine,
} from '#machines/store-locator.machine'
import type { Store } from '#schema/store'
import type { ViewOf } from '#site/chrome/initial-views'
import { initialView } from '#site/chrome/lazy-actor'
import { storesShown } from './filter-stores'

/**
 * The store locator machine's initial state as a plain value, shown by the server and until xstate
 * loads (docs/architecture.md, Performance). store-locator-view.test.ts checks it against the machine's initial snapshot.
 */
export const storeLocatorInitialView = (input: StoreLocatorInput): ViewOf<typeof storeLocatorMachine> =>
  initialView('idle', {
    query: input.query,
    storeType: input.storeType,
    view: null,
    selectedId: null,
    rows: input.rows,
    pageSize: input.pageSize,
    position: null,
  })

/** The list as shown for a state of the machine. */
export const shownOf = (stores: readonly Store[], context: StoreLocatorContext) =>
  storesShown(stores, {
    query: context.query,
    type: context.storeType,
    view: context.view,
    position: context.position,
  })
