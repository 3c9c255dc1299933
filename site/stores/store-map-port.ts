import { fromPromise } from 'xstate'
import {
  storeLocatorMachine,
  type StoreLocatorContext,
  type StoreLocatorEvent,
} from '#machines/store-locator.machine'
import type { Store } from '#schema/store'
import { byDistance, filterStores, storesShown } from './filter-stores'
import type { StoreMap, StoreMapOptions } from './store-map'

/** The part of the running machine (its actor) the map talks to. */
export type Locator = {
  send(event: StoreLocatorEvent): void
  getSnapshot(): { context: StoreLocatorContext }
}

export type StoreMapPort = {
  /** The store locator machine, given this map: `loadMap` mounts it, the actions move it. */
  machine: typeof storeLocatorMachine
  /** The map's container (a ref callback). */
  attach: (element: HTMLElement | null) => void
  /** The running locator: where the map's own events go (a marker pressed, a view reached, a popup closed). */
  connect: (locator: Locator) => void
  destroy: () => void
}

/** The list as shown for a state of the machine. */
export const shownOf = (stores: readonly Store[], context: StoreLocatorContext) =>
  storesShown(stores, {
    query: context.query,
    type: context.storeType,
    view: context.view,
    position: context.position,
  })

const resultsOf = (stores: readonly Store[], context: StoreLocatorContext) =>
  filterStores(stores, { query: context.query, type: context.storeType })

/**
 * The store locator machine's side of the map: mounts it when the machine loads it (the map code
 * is its own chunk, imported then) and carries out the machine's camera and popup actions. One
 * per locator, made once (the locator is keyed by locale, and its stores are the route's).
 */
export function createStoreMapPort(setup: {
  stores: readonly Store[]
  mapboxKey: string | null
  labels: StoreMapOptions['labels']
}): StoreMapPort {
  const { stores } = setup
  let container: HTMLElement | null = null
  let map: StoreMap | null = null
  let locator: Locator | null = null
  let gone = false

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

  const machine = storeLocatorMachine.provide({
    actors: {
      loadMap: fromPromise(async () => {
        if (!container) throw new Error('The store map has no container')
        const { mountStoreMap } = await import('./store-map')
        const send = (event: StoreLocatorEvent) => locator?.send(event)
        const mounted = await mountStoreMap({
          container,
          mapboxKey: setup.mapboxKey,
          stores,
          labels: setup.labels,
          onSelect: (storeId) => {
            const context = locator?.getSnapshot().context
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
        // The locator went away while the map loaded.
        if (gone) return mounted.destroy()
        map = mounted
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

  return {
    machine,
    attach(element) {
      container = element
    },
    connect(running) {
      locator = running
      gone = false
    },
    destroy() {
      gone = true
      map?.destroy()
      map = null
    },
  }
}
