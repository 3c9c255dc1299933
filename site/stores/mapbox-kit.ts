import { Map as MapboxMap, Marker, Popup } from 'mapbox-gl/esm'
import 'mapbox-gl/dist/mapbox-gl.css'
import { adaptMap, initialView, type MapKit } from './map-kit'
import { mapZoom } from './map-wrapper'

/** With MAPBOX_KEY: mapbox-gl and Mapbox's streets style (the key is public runtime config). */
export function createMapboxKit(container: HTMLElement, accessToken: string): MapKit {
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
