import { PopupAnchor, type Store } from '#schema/store'
import { choosePopupAnchor } from './choose-popup-anchor'
import { boundsOf, type Bounds, type LatLng } from './filter-stores'
import type { LngLat, MapKit } from './map-kit'
import { createMapWrapper, type MapWrapper } from './map-wrapper'
import { createStoreIndex } from './store-index'
import { storePopup, type PopupLabels } from './store-popup'
import * as styles from './store-map.css'

/** The clustered source of the stores, kept by the wrapper (spec 8 errors name it). */
const storesSource = 'stores'
/** Room a popup needs, to choose an anchor that keeps it on screen (measured from the real one). */
const popupSize = { width: 290, height: 230 }
/** How close a selected store is shown. */
const selectZoom = 14

export type StoreMapOptions = {
  container: HTMLElement
  mapboxKey: string | null
  stores: readonly Store[]
  labels: PopupLabels & { cluster(count: number): string }
  onSelect(storeId: string): void
  onView(bounds: Bounds): void
}

export type StoreMap = {
  wrapper: MapWrapper
  setStores(stores: readonly Store[]): void
  select(storeId: string): void
  fitTo(points: readonly LatLng[]): void
  showUser(position: LatLng | null): void
  destroy(): void
}

/**
 * The map of the store locator, loaded only on its route (this module and the map library are
 * their own chunks): HTML markers for supercluster's clusters and stores, popups, camera moves.
 * maplibre-gl draws without a key, mapbox-gl with one.
 */
export async function mountStoreMap(options: StoreMapOptions): Promise<StoreMap> {
  const kit: MapKit = options.mapboxKey
    ? (await import('./mapbox-kit')).createMapboxKit(options.container, options.mapboxKey)
    : (await import('./maplibre-kit')).createMaplibreKit(options.container)
  const wrapper = createMapWrapper(kit.map)
  wrapper.onError((error) => console.warn(error.code, error.id))

  let storesById = new Map<string, Store>()
  const markers = new Map<string, { element: HTMLElement; marker: { remove(): void } }>()
  let popup: { storeId: string; handle: { remove(): void } } | undefined
  let selectedId: string | null = null
  let user: { remove(): void } | undefined
  let drawing = 0

  function setStores(stores: readonly Store[]): void {
    storesById = new Map(stores.map((store) => [store.id, store]))
    wrapper.setClusterSource(storesSource, createStoreIndex(stores))
    void draw()
  }

  /** Markers for what is in view: kept when still there, added when new, removed when gone. */
  async function draw(): Promise<void> {
    const turn = ++drawing
    const features = await wrapper.getClusters(storesSource, kit.map.getBounds(), kit.map.getZoom())
    if (turn !== drawing) return
    const seen = new Set<string>()
    for (const feature of features) {
      const [longitude, latitude] = feature.geometry.coordinates
      if (longitude === undefined || latitude === undefined) continue
      const lngLat: LngLat = [longitude, latitude]
      const properties = feature.properties
      const key =
        'cluster_id' in properties && typeof properties.cluster_id === 'number'
          ? `cluster:${properties.cluster_id}`
          : `store:${String(properties['storeId'])}`
      seen.add(key)
      if (markers.has(key)) continue
      const element =
        'cluster_id' in properties && typeof properties.cluster_id === 'number'
          ? clusterElement(properties.cluster_id, Number(properties['point_count']), lngLat)
          : storeElement(String(properties['storeId']))
      markers.set(key, { element, marker: kit.addMarker(element, lngLat) })
    }
    for (const [key, { marker }] of markers) {
      if (!seen.has(key)) {
        marker.remove()
        markers.delete(key)
      }
    }
  }

  function clusterElement(clusterId: number, count: number, lngLat: LngLat): HTMLElement {
    const element = document.createElement('button')
    element.type = 'button'
    element.className = `${styles.cluster[count >= 50 ? 'large' : count >= 10 ? 'medium' : 'small']} ${styles.clusterLook}`
    element.textContent = String(count)
    element.setAttribute('aria-label', options.labels.cluster(count))
    element.dataset['cluster'] = String(count)
    element.addEventListener('click', (event) => {
      event.stopPropagation()
      void wrapper.getClusterExpansionZoom(storesSource, clusterId).then(
        (zoom) => wrapper.easeTo(lngLat, zoom),
        (error: unknown) => console.warn(error),
      )
    })
    return element
  }

  function storeElement(storeId: string): HTMLElement {
    const store = storesById.get(storeId)
    const element = document.createElement('button')
    element.type = 'button'
    element.className = styles.marker
    element.dataset['storeId'] = storeId
    element.dataset['selected'] = String(storeId === selectedId)
    element.setAttribute('aria-label', store?.name ?? storeId)
    element.addEventListener('click', (event) => {
      event.stopPropagation()
      openPopup(storeId)
      options.onSelect(storeId)
    })
    return element
  }

  function markSelected(storeId: string | null): void {
    selectedId = storeId
    for (const { element } of markers.values()) {
      if (element.dataset['storeId'] !== undefined)
        element.dataset['selected'] = String(element.dataset['storeId'] === storeId)
    }
  }

  function openPopup(storeId: string): void {
    const store = storesById.get(storeId)
    if (!store) return
    popup?.handle.remove()
    const lngLat: LngLat = [store.longitude, store.latitude]
    const chosen = choosePopupAnchor(
      kit.project(lngLat),
      { width: options.container.clientWidth, height: options.container.clientHeight },
      popupSize,
    )
    // The anchor crosses into a library call: only spec 2's eight values get there.
    const anchor = PopupAnchor.is(chosen) ? chosen : 'bottom'
    const handle = kit.openPopup(lngLat, storePopup(store, options.labels), anchor, () => {
      if (popup?.storeId === storeId) {
        popup = undefined
        markSelected(null)
      }
    })
    popup = { storeId, handle }
    markSelected(storeId)
  }

  function select(storeId: string): void {
    const store = storesById.get(storeId)
    if (!store) return
    popup?.handle.remove()
    markSelected(storeId)
    const zoom = Math.max(kit.map.getZoom(), selectZoom)
    wrapper.flyTo([store.longitude, store.latitude], zoom)
    // The popup opens where the camera arrives, so its anchor is chosen for the final view.
    let opened = false
    const open = () => {
      if (opened || selectedId !== storeId) return
      opened = true
      openPopup(storeId)
    }
    pendingOpen = open
    window.setTimeout(open, 2500)
  }
  let pendingOpen: (() => void) | undefined

  kit.onMoveEnd(() => {
    void draw()
    options.onView(kit.map.getBounds())
    const open = pendingOpen
    pendingOpen = undefined
    open?.()
  })

  await kit.loaded
  setStores(options.stores)
  options.onView(kit.map.getBounds())

  return {
    wrapper,
    setStores,
    select,
    fitTo(points) {
      const bounds = boundsOf(points)
      if (bounds) wrapper.fitBounds(bounds)
    },
    showUser(position) {
      user?.remove()
      user = undefined
      if (!position) return
      const element = document.createElement('div')
      element.className = styles.user
      element.dataset['user'] = 'true'
      user = kit.addMarker(element, [position.longitude, position.latitude])
    },
    destroy() {
      drawing += 1
      kit.destroy()
    },
  }
}
