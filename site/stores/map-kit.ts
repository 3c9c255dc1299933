import type { PopupAnchor } from '#schema/store'
import type { Bounds } from './filter-stores'
import type { MapLike } from './map-wrapper'

/** Where and how far the map first looks: Europe, with Italy in the middle. */
export const initialView = { center: [10.5, 46] as [number, number], zoom: 3.2 }

export type LngLat = [number, number]

/** The zoom buttons' width and margin (both libraries' NavigationControl), kept clear of framed stores. */
const zoomButtonsWidth = 40

/** The map library's own words (its controls, its canvas, the popup's close button), in the page's language. */
export type MapUiLabels = {
  title: string
  zoomIn: string
  zoomOut: string
  resetBearing: string
  toggleAttribution: string
  mapFeedback: string
  logo: string
  marker: string
  closePopup: string
}

/**
 * The `locale` option both libraries take (spec §2.9: "Map" and "Toggle attribution" were
 * English on Italian pages). Keys both know, plus maplibre's own; each ignores the others.
 */
export function libraryLocale(labels: MapUiLabels): Record<string, string> {
  return {
    'Map.Title': labels.title,
    'NavigationControl.ZoomIn': labels.zoomIn,
    'NavigationControl.ZoomOut': labels.zoomOut,
    'NavigationControl.ResetBearing': labels.resetBearing,
    'AttributionControl.ToggleAttribution': labels.toggleAttribution,
    'AttributionControl.MapFeedback': labels.mapFeedback,
    'LogoControl.Title': labels.logo,
    'Marker.Title': labels.marker,
    'Popup.Close': labels.closePopup,
  }
}

/** What the store map needs from a map library beyond the wrapper's port: markers, popups, events. */
export type MapKit = {
  map: MapLike
  /** The map's canvas, focusable: where focus goes when the thing that had it leaves the map. */
  canvas: HTMLElement
  project(lngLat: LngLat): { x: number; y: number }
  addMarker(element: HTMLElement, lngLat: LngLat): { remove(): void }
  /** `focus`: the popup takes the focus (opened from a marker, by a press that may be a key's). */
  openPopup(
    lngLat: LngLat,
    content: HTMLElement,
    options: { anchor: PopupAnchor; focus: boolean; onClose: () => void },
  ): { remove(): void }
  onMoveEnd(listener: () => void): void
  isMoving(): boolean
  /** Resolves on the map's first full draw; rejects when the style or the library fails before it. */
  loaded: Promise<void>
  destroy(): void
}

/**
 * The shape mapbox-gl's and maplibre-gl's `Map` share, so one adapter serves both (their own
 * types differ in details the store map never touches).
 */
export interface LibraryMap {
  getLayer(id: string): unknown
  getSource(id: string): unknown
  setLayoutProperty(layerId: string, name: string, value: unknown): unknown
  setPaintProperty(layerId: string, name: string, value: unknown): unknown
  removeLayer(id: string): unknown
  removeSource(id: string): unknown
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number } | null
  getZoom(): number
  flyTo(options: {
    center: LngLat
    zoom: number
    essential?: boolean
    speed?: number
    maxDuration?: number
  }): unknown
  easeTo(options: { center: LngLat; zoom: number; duration?: number }): unknown
  fitBounds(
    bounds: [LngLat, LngLat],
    options: {
      padding: number | { top: number; right: number; bottom: number; left: number }
      maxZoom: number
      linear?: boolean
      duration?: number
    },
  ): unknown
  project(lngLat: LngLat): { x: number; y: number }
  on(type: 'moveend' | 'load', listener: () => void): unknown
  once(type: 'load', listener: () => void): unknown
  remove(): void
}

/** Adapts either library's map to the wrapper's port. */
export function adaptMap(map: LibraryMap): MapLike {
  return {
    hasLayer: (id) => map.getLayer(id) !== undefined && map.getLayer(id) !== null,
    hasSource: (id) => map.getSource(id) !== undefined && map.getSource(id) !== null,
    setLayoutProperty: (layerId, name, value) => void map.setLayoutProperty(layerId, name, value),
    setPaintProperty: (layerId, name, value) => void map.setPaintProperty(layerId, name, value),
    removeLayer: (id) => void map.removeLayer(id),
    removeSource: (id) => void map.removeSource(id),
    setGeoJsonData(sourceId, data) {
      const source = map.getSource(sourceId)
      if (isGeoJsonSource(source)) source.setData(data)
    },
    getBounds(): Bounds {
      const bounds = map.getBounds()
      if (bounds === null) return { west: -180, south: -90, east: 180, north: 90 }
      return {
        west: bounds.getWest(),
        south: bounds.getSouth(),
        east: bounds.getEast(),
        north: bounds.getNorth(),
      }
    },
    getZoom: () => map.getZoom(),
    // Short moves: a long flight kept the list on the old view for seconds on a slow device
    // (spec §2.9). Not essential, so a visitor who prefers reduced motion gets a jump.
    flyTo: (options) => void map.flyTo({ ...options, essential: false, speed: 2, maxDuration: 2000 }),
    easeTo: (options) => void map.easeTo({ ...options, duration: 600 }),
    // More room on the right, where the zoom buttons sit over the map.
    fitBounds: (bounds, { padding, maxZoom }) =>
      void map.fitBounds(bounds, {
        padding: { top: padding, right: padding + zoomButtonsWidth, bottom: padding, left: padding },
        maxZoom,
        linear: true,
        duration: 700,
      }),
  }
}

function isGeoJsonSource(source: unknown): source is { setData(data: GeoJSON.FeatureCollection): unknown } {
  return (
    typeof source === 'object' &&
    source !== null &&
    'setData' in source &&
    typeof source.setData === 'function'
  )
}
