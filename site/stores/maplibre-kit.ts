import { Map as MaplibreMap, Marker, Popup, setWorkerUrl } from 'maplibre-gl'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import 'maplibre-gl/dist/maplibre-gl.css'
import { adaptMap, initialView, type MapKit } from './map-kit'
import { mapZoom } from './map-wrapper'

/**
 * The keyless map: maplibre-gl (BSD) drawing our own style and Natural Earth outlines from
 * /api/map (site/server/api/map-router.server.ts). No glyphs or sprites, so nothing is fetched
 * from elsewhere. mapbox-gl cannot do this: without a valid token it clears its canvas and stops
 * drawing (Map#_authenticate -> _revokeAuth in mapbox-gl 3), see site/stores/README.md.
 */
export function createMaplibreKit(container: HTMLElement): MapKit {
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
  })
  map.touchZoomRotate.disableRotation()
  return {
    map: adaptMap(map),
    project: (lngLat) => map.project(lngLat),
    addMarker: (element, lngLat) => new Marker({ element, anchor: 'center' }).setLngLat(lngLat).addTo(map),
    openPopup(lngLat, content, anchor, onClose) {
      const popup = new Popup({
        anchor,
        offset: 18,
        maxWidth: '300px',
        focusAfterOpen: false,
        closeOnClick: true,
      })
        .setLngLat(lngLat)
        .setDOMContent(content)
      popup.on('close', onClose)
      return popup.addTo(map)
    },
    onMoveEnd: (listener) => void map.on('moveend', listener),
    loaded: new Promise((resolve) => void map.once('load', () => resolve())),
    destroy: () => map.remove(),
  }
}
