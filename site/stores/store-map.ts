import { PopupAnchor, type Store } from '#schema/store'
import { choosePopupAnchor, popupRoom } from './choose-popup-anchor'
import { boundsOf, type Bounds, type LatLng } from './filter-stores'
import type { LngLat, MapKit, MapUiLabels } from './map-kit'
import { createMapWrapper, type MapWrapper } from './map-wrapper'
import { createStoreIndex } from './store-index'
import { storePopup, type PopupLabels } from './store-popup'
import * as styles from './store-map.css'

/** The clustered source of the stores, kept by the wrapper (spec 8 errors name it). */
const storesSource = 'stores'
/** The least room a popup is given when its anchor is chosen (a short store's popup). */
const popupSize = { width: 290, height: 230 }
/** The library's frame around the content: its padding and the tip that points at the marker. */
const popupFrame = { width: 20, height: 35 }

/**
 * The room a store's popup will take: its content laid out unseen in the map, as wide as the
 * popup lets it be, plus the library's frame. A fixed guess fell short once popups gained the
 * country line, and a popup opened partly off a phone's screen.
 */
function popupSizeOf(content: HTMLElement, container: HTMLElement): { width: number; height: number } {
  const probe = document.createElement('div')
  probe.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden;max-width:280px'
  probe.append(content)
  container.append(probe)
  const measured = probe.getBoundingClientRect()
  probe.remove()
  return {
    width: Math.max(popupSize.width, measured.width + popupFrame.width),
    height: Math.max(popupSize.height, measured.height + popupFrame.height),
  }
}
/** How close a selected store is shown. */
const selectZoom = 14

export type StoreMapOptions = {
  container: HTMLElement
  mapboxKey: string | null
  stores: readonly Store[]
  labels: PopupLabels & { cluster(count: number): string; ui: MapUiLabels }
  onSelect(storeId: string): void
  /** The map came to rest: what it shows now. */
  onView(bounds: Bounds): void
  /** The visitor closed the open popup (its close button, Escape, a click on the map). */
  onPopupClosed(): void
}

export type StoreMap = {
  wrapper: MapWrapper
  setStores(stores: readonly Store[]): void
  select(storeId: string): void
  fitTo(points: readonly LatLng[]): void
  showUser(position: LatLng | null): void
  closePopup(): void
  destroy(): void
}

/**
 * The map of the store locator, loaded only on its route (this module and the map library are
 * their own chunks): HTML markers for supercluster's clusters and stores, popups, camera moves.
 * maplibre-gl draws without a key, mapbox-gl with one.
 */
export async function mountStoreMap(options: StoreMapOptions): Promise<StoreMap> {
  const kit: MapKit = options.mapboxKey
    ? (await import('./mapbox-kit')).createMapboxKit(options.container, options.mapboxKey, options.labels.ui)
    : (await import('./maplibre-kit')).createMaplibreKit(options.container, options.labels.ui)
  const wrapper = createMapWrapper(kit.map)
  wrapper.onError((error) => console.warn(error.code, error.id))

  let storesById = new Map<string, Store>()
  const markers = new Map<string, { element: HTMLElement; marker: { remove(): void } }>()
  let popup: { storeId: string; handle: { remove(): void } } | undefined
  let selectedId: string | null = null
  let user: { remove(): void } | undefined
  let drawing = 0
  let pendingOpen: (() => void) | undefined
  let commanding = false

  /** Focus goes to the map, not to the page's body, when what had it leaves the map. */
  function keepFocus(): void {
    const active = document.activeElement
    if (active === null || active === document.body) kit.canvas.focus({ preventScroll: true })
  }

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
    let focusLost = false
    for (const [key, { element, marker }] of markers) {
      if (!seen.has(key)) {
        // A cluster pressed with Enter splits into others: its button goes (WCAG 2.2: 2.4.3, 2.4.7).
        focusLost ||= element.contains(document.activeElement)
        marker.remove()
        markers.delete(key)
      }
    }
    if (focusLost) keepFocus()
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
        (zoom) => command(() => wrapper.easeTo(lngLat, zoom)),
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
      openPopup(storeId, true)
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

  /** Takes the popup away without telling anyone: the locator asked for it, or another replaces it. */
  function dropPopup(): void {
    const open = popup
    popup = undefined
    open?.handle.remove()
  }

  function openPopup(storeId: string, focus: boolean): void {
    const store = storesById.get(storeId)
    if (!store) return
    dropPopup()
    const lngLat: LngLat = [store.longitude, store.latitude]
    const content = storePopup(store, options.labels)
    const point = kit.project(lngLat)
    const mapSize = { width: options.container.clientWidth, height: options.container.clientHeight }
    const size = popupSizeOf(content, options.container)
    const chosen = choosePopupAnchor(point, mapSize, size)
    // The anchor crosses into a library call: only spec 2's eight values get there.
    const anchor = PopupAnchor.is(chosen) ? chosen : 'bottom'
    // On a phone's small map no side may hold the whole popup: it is narrowed, then scrolls,
    // rather than lose its edge past the map's (the map box clips it).
    const room = popupRoom(anchor, point, mapSize, 30)
    let laidOut = size
    if (size.width > room.width) {
      content.style.minWidth = '0'
      content.style.maxWidth = `${Math.max(room.width - popupFrame.width, 160)}px`
      // Narrower, it wraps into more lines: measured again.
      laidOut = popupSizeOf(content, options.container)
    }
    if (laidOut.height > room.height) {
      content.style.maxHeight = `${Math.max(room.height - popupFrame.height, 120)}px`
      content.style.overflowY = 'auto'
    }
    // Escape closes the popup as its close button does, wherever focus is: a popup opened from
    // the list leaves focus on its row, outside the popup (WCAG 2.1.2, 1.4.13).
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented && popup?.handle === handle) handle.remove()
    }
    const handle = kit.openPopup(lngLat, content, {
      anchor,
      focus,
      onClose: () => {
        document.removeEventListener('keydown', closeOnEscape)
        // Closed by the visitor (not dropped above): the pick is over, and focus goes back to the
        // marker it came from, or to the map, instead of the page's body (WCAG 2.2: 2.4.3, 2.4.7).
        if (popup?.handle !== handle) return
        const hadFocus = content.contains(document.activeElement) || document.activeElement === document.body
        popup = undefined
        markSelected(null)
        options.onPopupClosed()
        if (hadFocus) {
          const marker = markers.get(`store:${storeId}`)?.element
          if (marker) marker.focus({ preventScroll: true })
          else keepFocus()
        }
      },
    })
    document.addEventListener('keydown', closeOnEscape)
    popup = { storeId, handle }
    markSelected(storeId)
  }

  function select(storeId: string): void {
    const store = storesById.get(storeId)
    if (!store) return
    dropPopup()
    markSelected(storeId)
    // The popup opens where the camera arrives, so its anchor is chosen for the final view.
    let opened = false
    const open = () => {
      if (opened || selectedId !== storeId) return
      opened = true
      openPopup(storeId, false)
    }
    pendingOpen = open
    window.setTimeout(open, 2500)
    const zoom = Math.max(kit.map.getZoom(), selectZoom)
    command(() => wrapper.flyTo([store.longitude, store.latitude], zoom))
  }

  /** The camera came to rest: markers for the new view, the list told what it shows. */
  function settled(): void {
    void draw()
    options.onView(kit.map.getBounds())
    const open = pendingOpen
    pendingOpen = undefined
    open?.()
  }

  /**
   * Runs a camera move. Starting one stops the move under way, and the library reports that one's
   * end at once: that is not a view the visitor will see, and telling the list would filter it by
   * the old area while the map goes to the new one ("Milan" answered "0 stores", spec §2.9).
   * A move that ends at once (reduced motion) is reported here instead.
   */
  function command(move: () => void): void {
    commanding = true
    try {
      move()
    } finally {
      commanding = false
    }
    if (!kit.isMoving()) settled()
  }

  kit.onMoveEnd(() => {
    if (!commanding) settled()
  })

  await kit.loaded
  setStores(options.stores)
  // The first view, told once the locator has the map (after this promise's answer reached it),
  // unless a move has begun by then: its end will tell.
  window.setTimeout(() => {
    if (!kit.isMoving()) options.onView(kit.map.getBounds())
  }, 0)

  return {
    wrapper,
    setStores,
    select,
    fitTo(points) {
      const bounds = boundsOf(points)
      if (bounds) command(() => wrapper.fitBounds(bounds))
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
    closePopup() {
      pendingOpen = undefined
      dropPopup()
      markSelected(null)
    },
    destroy() {
      drawing += 1
      kit.destroy()
    },
  }
}
