import { Map as MaplibreMap, Marker, NavigationControl, Popup, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import { adaptMap, initialView, libraryLocale, type MapKit, type MapUiLabels } from './map-kit'
import { mapZoom } from './map-wrapper'

/**
 * The keyless map: maplibre-gl (BSD) drawing our own style and Natural Earth outlines from
 * /api/map (site/server/api/map-router.server.ts). No glyphs or sprites, so nothing is fetched
 * from elsewhere. mapbox-gl cannot do this: without a valid token it clears its canvas and stops
 * drawing (Map#_authenticate -> _revokeAuth in mapbox-gl 3), see site/stores/README.md.
 */
export function createMaplibreKit(container: HTMLElement, labels: MapUiLabels): MapKit {
  // The worker is emitted as its own file by Vite; maplibre would look for it beside the bundle.
  setWorkerUrl(workerUrl)
  const map = new MaplibreMap({
    container,
    style: `${window.location.origin}/api/map/style.json`,
    center: initialView.center,
    zoom: initialView.zoom,
    minZoom: mapZoom.min,
    maxZoom: mapZoom.max,
    attributionControl: { compact: true },
    renderWorldCopies: true,
    dragRotate: false,
    pitchWithRotate: false,
    locale: libraryLocale(labels),
  })
  map.touchZoomRotate.disableRotation()
  // Zoom buttons for those who cannot pinch or scroll (spec §2.9); no compass: rotation is off.
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  return {
    map: adaptMap(map),
    canvas: map.getCanvas(),
    project: (lngLat) => map.project(lngLat),
    addMarker: (element, lngLat) => new Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map),
    openPopup(lngLat, content, { anchor, focus, onClose }) {
      const popup = new Popup({
        anchor,
        offset: 18,
        maxWidth: '300px',
        focusAfterOpen: focus,
        closeOnClick: true,
      })
        .setLngLat(lngLat)
        .setDOMContent(content)
      popup.on('close', onClose)
      return popup.addTo(map)
    },
    onMoveEnd: (listener) => void map.on('moveend', listener),
    isMoving: () => map.isMoving(),
    loaded: new Promise((resolve, reject) => {
      map.once('load', () => resolve())
      // A style that does not arrive fails the map (the page says so) instead of "Loading" forever.
      map.once('error', (event) => reject(mapError(event)))
    }),
    destroy: () => map.remove(),
  }
}

/** The library's error event as an Error (its `error` is not always one). */
function mapError(event: { error?: unknown }): Error {
  return event.error instanceof Error
    ? event.error
    : new Error(`The map failed to load: ${String(event.error)}`)
}
