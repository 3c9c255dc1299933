import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { gzipSync } from 'node:zlib'
import express from 'express'
import type { Request, Response, Router } from 'express'
import { feature, mesh } from 'topojson-client'
import { methodNotAllowed } from './method-not-allowed.server'

/**
 * The keyless map (docs/architecture.md, Stack: map): a MapLibre style and Natural Earth country outlines
 * (world-atlas, 1:50m: land and the borders between countries), served by our own server so a map without MAPBOX_KEY sends no request
 * off the site. The style has no glyphs and no sprite: clusters and markers are HTML markers.
 *
 * - `GET /api/map/style.json` – the style, its sources pointing back at this router.
 * - `GET /api/map/land.geojson`, `GET /api/map/borders.geojson` – the data, gzipped (about 340 + 110 kB).
 */
export function createMapRouter(options: { publicUrl: string }): Router {
  // Sources need absolute URLs: MapLibre fetches them from a worker, where a path has no base. They
  // come from PUBLIC_URL, never the request's Host: a forged Host must not end up in an answer a
  // cache keeps for every visitor (docs/security.md).
  const origin = new URL(options.publicUrl).origin
  const router = express.Router()
  router.get('/style.json', (_request, response) => {
    response.set('Cache-Control', 'public, max-age=3600').json(keylessStyle(origin))
  })
  router.get('/land.geojson', (request, response) => sendGeoJson(request, response, mapData().land))
  router.get('/borders.geojson', (request, response) => sendGeoJson(request, response, mapData().borders))
  router.all(['/style.json', '/land.geojson', '/borders.geojson'], methodNotAllowed(['GET', 'HEAD']))
  return router
}

/** The palette follows the site's theme (runtime/styles/theme.css.ts): sand land on a pale sea. */
function keylessStyle(origin: string) {
  return {
    version: 8,
    name: 'Fast keyless',
    sources: {
      land: { type: 'geojson', data: `${origin}/api/map/land.geojson`, attribution: 'Natural Earth' },
      borders: { type: 'geojson', data: `${origin}/api/map/borders.geojson` },
    },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#dfe7ea' } },
      {
        id: 'land',
        type: 'fill',
        source: 'land',
        paint: { 'fill-color': '#efe8dd', 'fill-outline-color': '#c9bfb0' },
      },
      {
        id: 'borders',
        type: 'line',
        source: 'borders',
        paint: {
          'line-color': '#b9ad9c',
          'line-width': ['interpolate', ['linear'], ['zoom'], 1, 0.4, 8, 1.4],
        },
      },
    ],
  }
}

// The types topojson-client's own declarations use (it pins its own topojson-specification).
type Topology = Parameters<typeof mesh>[0]
type MeshObject = NonNullable<Parameters<typeof mesh>[1]>

type Payload = { body: Buffer; gzip: Buffer; etag: string }
let cached: { land: Payload; borders: Payload } | undefined

/** Converted once per process from TopoJSON, on first use (about 0.3 s), then kept. */
function mapData(): { land: Payload; borders: Payload } {
  if (cached) return cached
  const require = createRequire(import.meta.url)
  const read = (file: string) =>
    decodeTopology(JSON.parse(readFileSync(require.resolve(`world-atlas/${file}`), 'utf8')), file)
  // Land as one shape: countries' polygons would draw every shared border twice, in more bytes.
  const land = read('land-50m.json')
  const topology = read('countries-50m.json')
  // Borders between two countries only: coasts are drawn by the land fill's outline.
  const object: unknown = topology.objects['countries']
  if (!isCountries(object)) throw new Error('world-atlas/countries-50m.json has no countries collection')
  const borders = mesh(topology, object, (a, b) => a !== b)
  cached = { land: payload(rewind(feature(land, 'land'))), borders: payload(borders) }
  return cached
}

function payload(value: unknown): Payload {
  // Three decimals is about 100 m, finer than a 1:50m outline: more digits only add bytes.
  const body = Buffer.from(
    JSON.stringify(value, (_key, item: unknown) =>
      typeof item === 'number' ? Math.round(item * 1e3) / 1e3 : item,
    ),
  )
  return {
    body,
    gzip: gzipSync(body, { level: 9 }),
    etag: `"${createHash('sha1').update(body).digest('base64url').slice(0, 20)}"`,
  }
}

function sendGeoJson(request: Request, response: Response, data: Payload): void {
  response.set({
    'Cache-Control': 'public, max-age=86400',
    ETag: data.etag,
    Vary: 'Accept-Encoding',
    'Content-Type': 'application/geo+json',
  })
  if (request.get('if-none-match') === data.etag) {
    response.status(304).end()
    return
  }
  if (request.acceptsEncodings('gzip') === 'gzip') response.set('Content-Encoding', 'gzip').send(data.gzip)
  else response.send(data.body)
}

/** world-atlas's file, checked for the parts topojson-client reads before it is trusted as a Topology. */
function decodeTopology(value: unknown, file: string): Topology {
  if (!isTopology(value)) throw new Error(`world-atlas/${file} is not a TopoJSON topology`)
  return value
}

function isTopology(value: unknown): value is Topology {
  if (typeof value !== 'object' || value === null) return false
  if (!('type' in value) || value.type !== 'Topology' || !('arcs' in value) || !Array.isArray(value.arcs))
    return false
  return 'objects' in value && typeof value.objects === 'object' && value.objects !== null
}

function isCountries(value: unknown): value is MeshObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    'type' in value &&
    value.type === 'GeometryCollection' &&
    'geometries' in value &&
    Array.isArray(value.geometries)
  )
}

/**
 * TopoJSON keeps d3's winding (outer rings clockwise); GeoJSON (RFC 7946) and the map libraries'
 * tiler want outer rings counter-clockwise. Left as is, tiles wholly inside a continent draw as sea.
 */
function rewind<T extends GeoJSON.Feature | GeoJSON.FeatureCollection>(value: T): T {
  const rings = (polygon: GeoJSON.Position[][]) =>
    polygon
      .map(unwrapAntimeridian)
      .map((ring, index) => (ringArea(ring) > 0 === (index === 0) ? ring : [...ring].reverse()))
  const geometry = (shape: GeoJSON.Geometry | null): GeoJSON.Geometry | null => {
    if (shape === null) return null
    if (shape.type === 'Polygon') return { ...shape, coordinates: rings(shape.coordinates) }
    if (shape.type === 'MultiPolygon') return { ...shape, coordinates: shape.coordinates.map(rings) }
    if (shape.type === 'GeometryCollection')
      return { ...shape, geometries: shape.geometries.flatMap((part) => geometry(part) ?? []) }
    return shape
  }
  if (value.type === 'Feature') return { ...value, geometry: geometry(value.geometry) }
  return {
    ...value,
    features: value.features.map((item) => ({ ...item, geometry: geometry(item.geometry) })),
  }
}

/**
 * world-atlas is stitched for spherical projections: a ring may cross the antimeridian (Russia's
 * Chukotka, Fiji) or wind round a pole (Antarctica). A flat map would draw such a ring across the
 * whole world, so longitudes are unwrapped past ±180 (MapLibre draws them in the next world copy)
 * and a ring round a pole is closed along that pole.
 */
function unwrapAntimeridian(ring: GeoJSON.Position[]): GeoJSON.Position[] {
  const out: GeoJSON.Position[] = []
  let offset = 0
  let previous: number | undefined
  for (const [longitude = 0, latitude = 0] of ring) {
    if (previous !== undefined && longitude - previous > 180) offset -= 360
    if (previous !== undefined && longitude - previous < -180) offset += 360
    previous = longitude
    out.push([longitude + offset, latitude])
  }
  const [firstLongitude = 0, firstLatitude = 0] = out[0] ?? []
  const [lastLongitude = 0] = out[out.length - 1] ?? []
  if (Math.abs(lastLongitude - firstLongitude) > 180) {
    const pole = firstLatitude < 0 ? -90 : 90
    out.push([lastLongitude, pole], [firstLongitude, pole], [firstLongitude, firstLatitude])
  }
  return out
}

/** Twice the signed area of a ring in degrees (shoelace): positive when counter-clockwise. */
function ringArea(ring: GeoJSON.Position[]): number {
  let sum = 0
  for (let index = 0; index < ring.length - 1; index += 1) {
    const [x1 = 0, y1 = 0] = ring[index] ?? []
    const [x2 = 0, y2 = 0] = ring[index + 1] ?? []
    sum += x1 * y2 - x2 * y1
  }
  return sum
}
