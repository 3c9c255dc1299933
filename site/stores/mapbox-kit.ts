import { Map as MapboxMap, Marker, NavigationControl, Popup } from 'mapbox-gl/esm'
import 'mapbox-gl/dist/mapbox-gl.css'
import { adaptMap, initialView, libraryLocale, type MapKit, type MapUiLabels } from './map-kit'
import { mapZoom } from './map-wrapper'

/** With MAPBOX_KEY: mapbox-gl and Mapbox's streets style (the key is public runtime config). */
export function createMapboxKit(container: HTMLElement, accessToken: string, labels: MapUiLabels): MapKit {
  const map = new MapboxMap({
    container,
    accessToken,
    style: 'mapbox://styles/mapbox/streets-v12',
    center: initialView.center,
    zoom: initialView.zoom,
    minZoom: mapZoom.min,
    maxZoom: mapZoom.max,
    projection: 'mercator',
    dragRotate: false,
    pitchWithRotate: false,
    locale: libraryLocale(labels),
  })
  map.touchZoomRotate.disableRotation()
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
      popup.addTo(map)
      // mapbox-gl names its close button in English whatever the locale option says.
      popup
        .getElement()
        ?.querySelector('.mapboxgl-popup-close-button')
        ?.setAttribute('aria-label', labels.closePopup)
      return popup
    },
    onMoveEnd: (listener) => void map.on('moveend', listener),
    isMoving: () => map.isMoving(),
    loaded: new Promise((resolve, reject) => {
      map.once('load', () => resolve())
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
