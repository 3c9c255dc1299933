import { describe, expect, it } from 'vitest'
import type { Store } from '#schema/store'
import type { Bounds } from './filter-stores'
import { createMapWrapper, mapZoom, type MapError, type MapLike } from './map-wrapper'
import { createStoreIndex } from './store-index'

/** A stand-in for the map library's object (WebGL, outside our control): it keeps calls and style ids. */
function fakeMap(layers: string[], sources: string[]) {
  const calls: unknown[][] = []
  const layerIds = new Set(layers)
  const sourceIds = new Set(sources)
  const map: MapLike = {
    hasLayer: (id) => layerIds.has(id),
    hasSource: (id) => sourceIds.has(id),
    setLayoutProperty: (...args) => void calls.push(['setLayoutProperty', ...args]),
    setPaintProperty: (...args) => void calls.push(['setPaintProperty', ...args]),
    removeLayer: (id) => void (layerIds.delete(id), calls.push(['removeLayer', id])),
    removeSource: (id) => void (sourceIds.delete(id), calls.push(['removeSource', id])),
    setGeoJsonData: (...args) => void calls.push(['setGeoJsonData', ...args]),
    getBounds: (): Bounds => ({ west: -180, south: -85, east: 180, north: 85 }),
    getZoom: () => 3,
    flyTo: (options) => void calls.push(['flyTo', options]),
    easeTo: (options) => void calls.push(['easeTo', options]),
    fitBounds: (...args) => void calls.push(['fitBounds', ...args]),
  }
  return { map, calls }
}

const store = (id: string, latitude: number, longitude: number): Store => ({
  id,
  name: `Store ${id}`,
  storeType: 'dealer',
  address: 'Via Roma 1',
  city: 'Milano',
  province: 'MI',
  zip: '20121',
  country: 'Italia',
  phone: null,
  email: null,
  website: null,
  latitude,
  longitude,
})

describe('the map wrapper', () => {
  it('emits layer-does-not-exist when a missing layer is changed, and leaves the map alone', () => {
    const { map, calls } = fakeMap(['land'], ['land'])
    const wrapper = createMapWrapper(map)
    const errors: MapError[] = []
    wrapper.onError((error) => errors.push(error))
    expect(wrapper.setLayerVisibility('roads', false)).toBe(false)
    expect(wrapper.setPaintProperty('roads', 'line-color', '#000')).toBe(false)
    expect(wrapper.removeLayer('roads')).toBe(false)
    expect(errors.map((error) => [error.code, error.id])).toEqual([
      ['layer-does-not-exist', 'roads'],
      ['layer-does-not-exist', 'roads'],
      ['layer-does-not-exist', 'roads'],
    ])
    expect(calls).toEqual([])
  })

  it('emits source-does-not-exist when a missing source is set or removed', () => {
    const { map, calls } = fakeMap([], ['land'])
    const wrapper = createMapWrapper(map)
    const errors: MapError[] = []
    wrapper.onError((error) => errors.push(error))
    expect(wrapper.setSourceData('pois', { type: 'FeatureCollection', features: [] })).toBe(false)
    expect(wrapper.removeSource('pois')).toBe(false)
    expect(errors.map((error) => error.code)).toEqual(['source-does-not-exist', 'source-does-not-exist'])
    expect(calls).toEqual([])
  })

  it('changes existing layers and sources without an error', () => {
    const { map, calls } = fakeMap(['land'], ['land'])
    const wrapper = createMapWrapper(map)
    const errors: MapError[] = []
    wrapper.onError((error) => errors.push(error))
    expect(wrapper.setLayerVisibility('land', false)).toBe(true)
    expect(wrapper.setSourceData('land', { type: 'FeatureCollection', features: [] })).toBe(true)
    expect(errors).toEqual([])
    expect(calls[0]).toEqual(['setLayoutProperty', 'land', 'visibility', 'none'])
  })

  it('stops telling a listener once it unsubscribes', () => {
    const wrapper = createMapWrapper(fakeMap([], []).map)
    const errors: MapError[] = []
    const stop = wrapper.onError((error) => errors.push(error))
    stop()
    wrapper.removeLayer('land')
    expect(errors).toEqual([])
  })

  it('rejects cluster queries on a missing source with the spec 8 message', async () => {
    const wrapper = createMapWrapper(fakeMap([], []).map)
    const bounds = { west: -180, south: -85, east: 180, north: 85 }
    await expect(wrapper.getClusters('stores', bounds, 2)).rejects.toThrow(
      'Map source with id stores not found.',
    )
    await expect(wrapper.getClusterExpansionZoom('stores', 1)).rejects.toThrow(
      'Map source with id stores not found.',
    )
    await expect(wrapper.getClusterLeaves('stores', 1)).rejects.toThrow(
      'Map source with id stores not found.',
    )
  })

  it('answers cluster queries on a registered source, and rejects again once it is removed', async () => {
    const wrapper = createMapWrapper(fakeMap([], []).map)
    wrapper.setClusterSource(
      'stores',
      createStoreIndex([store('1', 45.46, 9.19), store('2', 45.47, 9.2), store('3', 41.9, 12.5)]),
    )
    const clusters = await wrapper.getClusters('stores', { west: -200, south: -90, east: 200, north: 90 }, 3)
    const cluster = clusters.find((feature) => 'cluster_id' in feature.properties)
    expect(cluster).toBeDefined()
    if (cluster && 'cluster_id' in cluster.properties && typeof cluster.properties.cluster_id === 'number') {
      const zoom = await wrapper.getClusterExpansionZoom('stores', cluster.properties.cluster_id)
      expect(zoom).toBeGreaterThan(3)
      expect(await wrapper.getClusterLeaves('stores', cluster.properties.cluster_id)).toHaveLength(2)
    }
    expect(wrapper.removeSource('stores')).toBe(true)
    await expect(
      wrapper.getClusters('stores', { west: -180, south: -90, east: 180, north: 90 }, 3),
    ).rejects.toThrow('Map source with id stores not found.')
  })

  it('keeps zooms within 0 to 22 and fits bounds no closer than zoom 15', () => {
    const { map, calls } = fakeMap([], [])
    const wrapper = createMapWrapper(map)
    wrapper.flyTo([9, 45], 30)
    wrapper.easeTo([9, 45], -4)
    wrapper.fitBounds({ west: 9.1, south: 45.4, east: 9.2, north: 45.5 })
    expect(calls).toEqual([
      ['flyTo', { center: [9, 45], zoom: mapZoom.max }],
      ['easeTo', { center: [9, 45], zoom: mapZoom.min }],
      [
        'fitBounds',
        [
          [9.1, 45.4],
          [9.2, 45.5],
        ],
        { padding: 48, maxZoom: 15 },
      ],
    ])
  })
})
