import type { AnyProps, ClusterFeature as SuperclusterCluster, PointFeature } from 'supercluster'
import type { Bounds } from './filter-stores'
import type { StoreIndex, StorePoint } from './store-index'

/** spec 9: zoom 0 to 22; fit-to-bounds never zooms past 15. */
export const mapZoom = { min: 0, max: 22, fitMax: 15 } as const

/** spec 8: what a map change on a missing layer or source reports. */
export type MapErrorCode = 'layer-does-not-exist' | 'source-does-not-exist'

export class MapError extends Error {
  readonly code: MapErrorCode
  readonly id: string
  constructor(code: MapErrorCode, id: string) {
    super(`${code === 'layer-does-not-exist' ? 'Layer' : 'Source'} "${id}" does not exist in the map's style`)
    this.name = 'MapError'
    this.code = code
    this.id = id
  }
}

/**
 * The part of a mapbox-gl or maplibre-gl `Map` the wrapper uses, as a port: load-map-kit.ts
 * adapts each library to it, and tests give a fake (the libraries draw with WebGL).
 */
export interface MapLike {
  hasLayer(id: string): boolean
  hasSource(id: string): boolean
  setLayoutProperty(layerId: string, name: string, value: unknown): void
  setPaintProperty(layerId: string, name: string, value: unknown): void
  removeLayer(id: string): void
  removeSource(id: string): void
  setGeoJsonData(sourceId: string, data: GeoJSON.FeatureCollection): void
  getBounds(): Bounds
  getZoom(): number
  flyTo(options: { center: [number, number]; zoom: number }): void
  easeTo(options: { center: [number, number]; zoom: number }): void
  fitBounds(bounds: [[number, number], [number, number]], options: { padding: number; maxZoom: number }): void
}

export type ClusterFeature = SuperclusterCluster<AnyProps> | PointFeature<StorePoint>

export type MapWrapper = {
  readonly map: MapLike
  /** Listens for spec 8 errors; returns the function that stops listening. */
  onError(listener: (error: MapError) => void): () => void
  setLayerVisibility(layerId: string, visible: boolean): boolean
  setPaintProperty(layerId: string, name: string, value: unknown): boolean
  removeLayer(layerId: string): boolean
  setSourceData(sourceId: string, data: GeoJSON.FeatureCollection): boolean
  removeSource(sourceId: string): boolean
  /** Registers (or replaces) a clustered point source kept outside the style, drawn as HTML markers. */
  setClusterSource(sourceId: string, index: StoreIndex): void
  getClusters(sourceId: string, bounds: Bounds, zoom: number): Promise<ClusterFeature[]>
  getClusterExpansionZoom(sourceId: string, clusterId: number): Promise<number>
  getClusterLeaves(
    sourceId: string,
    clusterId: number,
    limit?: number,
    offset?: number,
  ): Promise<PointFeature<StorePoint>[]>
  flyTo(center: [number, number], zoom: number): void
  easeTo(center: [number, number], zoom: number): void
  fitBounds(bounds: Bounds, padding?: number): void
}

/**
 * Wraps a map so that changes to a missing layer or source emit `layer-does-not-exist` /
 * `source-does-not-exist` (and return false) instead of each library's own message or a throw,
 * and cluster queries on a missing source reject with `Map source with id {id} not found.`
 * (spec 8). Zooms are clamped to spec 9's limits.
 */
export function createMapWrapper(map: MapLike): MapWrapper {
  const listeners = new Set<(error: MapError) => void>()
  const clusterSources = new Map<string, StoreIndex>()
  const clampZoom = (zoom: number) => Math.min(mapZoom.max, Math.max(mapZoom.min, zoom))

  function emit(code: MapErrorCode, id: string): false {
    const error = new MapError(code, id)
    for (const listener of listeners) listener(error)
    return false
  }
  function withLayer(layerId: string, change: () => void): boolean {
    if (!map.hasLayer(layerId)) return emit('layer-does-not-exist', layerId)
    change()
    return true
  }
  function withSource(sourceId: string, change: () => void): boolean {
    if (!map.hasSource(sourceId)) return emit('source-does-not-exist', sourceId)
    change()
    return true
  }
  /** Runs a query on a cluster source; a missing source rejects (spec 8), as mapbox-gl's own does. */
  function onSource<T>(sourceId: string, query: (index: StoreIndex) => T): Promise<T> {
    const index = clusterSources.get(sourceId)
    if (index === undefined) return Promise.reject(new Error(`Map source with id ${sourceId} not found.`))
    try {
      return Promise.resolve(query(index))
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)))
    }
  }

  return {
    map,
    onError(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    setLayerVisibility: (layerId, visible) =>
      withLayer(layerId, () => map.setLayoutProperty(layerId, 'visibility', visible ? 'visible' : 'none')),
    setPaintProperty: (layerId, name, value) =>
      withLayer(layerId, () => map.setPaintProperty(layerId, name, value)),
    removeLayer: (layerId) => withLayer(layerId, () => map.removeLayer(layerId)),
    setSourceData: (sourceId, data) => withSource(sourceId, () => map.setGeoJsonData(sourceId, data)),
    removeSource: (sourceId) => {
      if (clusterSources.delete(sourceId)) return true
      return withSource(sourceId, () => map.removeSource(sourceId))
    },
    setClusterSource(sourceId, index) {
      clusterSources.set(sourceId, index)
    },
    getClusters(sourceId, bounds, zoom) {
      // supercluster takes -180..180; a view wider than the world asks for all of it.
      const whole = bounds.east - bounds.west >= 360
      const west = whole ? -180 : Math.max(-180, bounds.west)
      const east = whole ? 180 : Math.min(180, bounds.east)
      return onSource(sourceId, (index) =>
        index.getClusters(
          [west, Math.max(-90, bounds.south), east, Math.min(90, bounds.north)],
          Math.floor(clampZoom(zoom)),
        ),
      )
    },
    getClusterExpansionZoom: (sourceId, clusterId) =>
      onSource(sourceId, (index) => clampZoom(index.getClusterExpansionZoom(clusterId))),
    getClusterLeaves: (sourceId, clusterId, limit = 10, offset = 0) =>
      onSource(sourceId, (index) => index.getLeaves(clusterId, limit, offset)),
    flyTo: (center, zoom) => map.flyTo({ center, zoom: clampZoom(zoom) }),
    easeTo: (center, zoom) => map.easeTo({ center, zoom: clampZoom(zoom) }),
    fitBounds(bounds, padding = 48) {
      map.fitBounds(
        [
          [bounds.west, bounds.south],
          [bounds.east, bounds.north],
        ],
        { padding, maxZoom: mapZoom.fitMax },
      )
    },
  }
}
