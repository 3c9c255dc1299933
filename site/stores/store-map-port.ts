import { fromPromise } from 'xstate'
import {
  storeLocatorMachine,
  type StoreLocatorContext,
  type StoreLocatorEvent,
} from '#machines/store-locator.machine'
import type { Store } from '#schema/store'
import { byDistance, filterStores } from './filter-stores'
import { shownOf } from './store-locator-view'
import type { StoreMap, StoreMapOptions } from './store-map'
import type { StoreMapHost } from './store-map-host'

/** The part of the running machine (its actor) the map talks to. */
export type Locator = {
  send(event: StoreLocatorEvent): void
  getSnapshot(): { context: StoreLocatorContext }
}

const resultsOf = (stores: readonly Store[], context: StoreLocatorContext) =>
  filterStores(stores, { query: context.query, type: context.storeType })

/**
 * The store locator machine given its map: `loadMap` mounts the map in the host (the map code is
 * its own chunk, imported then), the machine's actions move it, and the map's own events go to
 * `locator()`, the running actor. Loaded with xstate after the first render (docs/architecture.md, Performance: xstate stays
 * out of the first-load JS); one per locator (keyed by locale; its stores are the route's).
 */
export function storeMapMachine(setup: {
  stores: readonly Store[]
  mapboxKey: string | null
  labels: StoreMapOptions['labels']
  host: StoreMapHost
  locator: () => Locator | null
}) {
  const { stores, host } = setup
  let map: StoreMap | null = null

  /** Near me: the visitor's dot and the three nearest stores of the search in view. */
  function frameNearest(context: StoreLocatorContext): void {
    const position = context.position
    map?.showUser(position)
    if (!position) return
    const nearest = byDistance(resultsOf(stores, context), position)
      .slice(0, 3)
      .map(({ store }) => store)
    map?.fitTo([position, ...nearest])
  }

  return storeLocatorMachine.provide({
    actors: {
      loadMap: fromPromise(async () => {
        const container = host.container()
        if (!container) throw new Error('The store map has no container')
        const { mountStoreMap } = await import('./store-map')
        const send = (event: StoreLocatorEvent) => setup.locator()?.send(event)
        const mounted = await mountStoreMap({
          container,
          mapboxKey: setup.mapboxKey,
          stores,
          labels: setup.labels,
          onSelect: (storeId) => {
            const context = setup.locator()?.getSnapshot().context
            const shown = context ? shownOf(stores, context) : []
            const index = Math.max(
              0,
              shown.findIndex(({ store }) => store.id === storeId),
            )
            send({ type: 'MARKER_PICKED', storeId, index })
          },
          onView: (view) => send({ type: 'VIEW_CHANGED', view }),
          onPopupClosed: () => send({ type: 'POPUP_CLOSED' }),
        })
        // The locator may have gone while the map loaded: then the host tears it down at once.
        if (host.keep(() => mounted.destroy())) map = mounted
      }),
    },
    actions: {
      showResults: ({ context }, { frame }) => {
        const results = resultsOf(stores, context)
        map?.setStores(results)
        if (context.position) frameNearest(context)
        else if (frame && results.length > 0) map?.fitTo(results)
      },
      frameResults: ({ context }) => {
        const results = resultsOf(stores, context)
        map?.setStores(results)
        if (results.length > 0) map?.fitTo(results)
      },
      showStore: (_, { storeId }) => map?.select(storeId),
      frameNearest: ({ context }) => frameNearest(context),
      closePopup: () => map?.closePopup(),
    },
  })
}
