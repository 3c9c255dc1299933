import { createActor, fromPromise } from 'xstate'
import { storeLocatorMachine, type StoreLocatorInput } from '#machines/store-locator.machine'

/** What the machine asked of the map, in order: `frameResults`, `showStore:s12`, `showResults:frame`. */
export type MapCall = string

/**
 * The store locator machine for its unit and model tests: the map's loading is held until the
 * test settles it (`loads`), and what the machine asks of the map is recorded (`calls`).
 */
export function startStoreLocator(input: Partial<StoreLocatorInput> = {}) {
  const loads: { resolve(): void; reject(error: Error): void }[] = []
  const calls: MapCall[] = []
  const actor = createActor(
    storeLocatorMachine.provide({
      actors: {
        loadMap: fromPromise<void>(() => new Promise((resolve, reject) => loads.push({ resolve, reject }))),
      },
      actions: {
        showResults: (_, params: { frame: boolean }) =>
          calls.push(`showResults${params.frame ? ':frame' : ''}`),
        frameResults: () => calls.push('frameResults'),
        showStore: (_, params: { storeId: string }) => calls.push(`showStore:${params.storeId}`),
        frameNearest: () => calls.push('frameNearest'),
        closePopup: () => calls.push('closePopup'),
      },
    }),
    { input: { query: '', storeType: null, rows: 50, pageSize: 50, ...input } },
  ).start()
  return { actor, loads, calls }
}
