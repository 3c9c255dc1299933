import Supercluster, { type AnyProps } from 'supercluster'
import type { Store } from '#schema/store'

/** What a store point carries through supercluster: only its id; the rest is looked up. */
export type StorePoint = { storeId: string }

export type StoreIndex = Supercluster<StorePoint, AnyProps>

/** Clusters dissolve past this zoom, so stores a street apart still get their own markers. */
const clusterMaxZoom = 16

/** A supercluster index of the stores (radius in pixels of a 512 px tile, as MapLibre draws). */
export function createStoreIndex(stores: readonly Store[]): StoreIndex {
  const index: StoreIndex = new Supercluster({ radius: 60, extent: 512, minZoom: 0, maxZoom: clusterMaxZoom })
  return index.load(
    stores.map((store) => ({
      type: 'Feature' as const,
      properties: { storeId: store.id },
      geometry: { type: 'Point' as const, coordinates: [store.longitude, store.latitude] },
    })),
  )
}
