/**
 * Where the store map lives on the page, known before the map's code (and xstate) load: its
 * container, and the map's teardown once there is one. The locator makes one and keeps it;
 * `store-map-port.ts` mounts the map into it.
 */
export type StoreMapHost = {
  /** The map's container (a ref callback). */
  attach: (element: HTMLElement | null) => void
  container: () => HTMLElement | null
  /** Hands over the mounted map's teardown; false (and torn down) when the locator is gone. */
  keep: (destroy: () => void) => boolean
  /** The locator goes: the map, if any, goes with it. */
  destroy: () => void
}

export function createStoreMapHost(): StoreMapHost {
  let element: HTMLElement | null = null
  let teardown: (() => void) | null = null
  let gone = false
  return {
    attach: (next) => {
      element = next
    },
    container: () => element,
    keep(destroy) {
      if (gone) {
        destroy()
        return false
      }
      teardown = destroy
      return true
    },
    destroy() {
      gone = true
      teardown?.()
      teardown = null
    },
  }
}
