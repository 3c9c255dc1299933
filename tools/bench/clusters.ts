import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { performance } from 'node:perf_hooks'
import { safeUrl } from '#schema/safe-url'
import { createStoreIndex } from '#site/stores/store-index'
import { generateStores } from '#tools/content/generate-stores'

/**
 * The store locator's figures: supercluster index and viewport query times for 5,000 stores, and,
 * from a build (`npm run build` first), the map chunks' gzip size against the stores route's
 * first-load JS. Run: `npx tsx tools/bench/clusters.ts`.
 */
const stores = generateStores({ scale: 11, seed: 7 }).map((store) => ({
  ...store,
  city: store.city.en,
  country: store.country.en,
  website: store.website === null ? null : safeUrl(store.website),
}))
const start = performance.now()
const index = createStoreIndex(stores)
const indexMs = performance.now() - start

const views: [string, [number, number, number, number], number][] = [
  ['world, zoom 1', [-180, -85, 180, 85], 1],
  ['Europe, zoom 4', [-12, 34, 32, 62], 4],
  ['Italy, zoom 6', [6.6, 36.6, 18.5, 47.1], 6],
  ['Milan, zoom 12', [9.05, 45.38, 9.33, 45.55], 12],
]
console.log(`supercluster: ${stores.length} stores indexed in ${indexMs.toFixed(1)} ms`)
for (const [name, bbox, zoom] of views) {
  const runs = 500
  let features = 0
  const begin = performance.now()
  for (let run = 0; run < runs; run += 1) features = index.getClusters(bbox, zoom).length
  console.log(
    `  getClusters ${name}: ${((performance.now() - begin) / runs).toFixed(3)} ms per query, ${features} markers`,
  )
}

const assets = 'build/client/assets'
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
try {
  const files = readdirSync(assets)
  const gzip = (file: string) => gzipSync(readFileSync(join(assets, file))).length
  const sizeOf = (prefix: string, ext: string) =>
    files
      .filter((file) => file.startsWith(prefix) && file.endsWith(ext))
      .reduce((sum, file) => sum + gzip(file), 0)
  console.log('map chunks (gzip, loaded after hydration on the stores route only):')
  console.log(
    `  store-map ${kb(sizeOf('store-map-', '.js'))}, maplibre-kit ${kb(sizeOf('maplibre-kit-', '.js'))} + css ${kb(sizeOf('maplibre-kit-', '.css'))}, maplibre worker ${kb(sizeOf('maplibre-gl-worker-', '.mjs'))}`,
  )
  console.log(`  mapbox-kit (with MAPBOX_KEY only) ${kb(sizeOf('mapbox-kit-', '.js'))}`)
  // First-load JS: what the server-rendered page preloads (a running site, BENCH_URL).
  const base = process.env['BENCH_URL'] ?? 'http://127.0.0.1:3107'
  const html = await (await fetch(`${base}/en/stores`)).text()
  const scripts = [...html.matchAll(/\/assets\/([\w.-]+\.js)/g)].map((match) => match[1] ?? '')
  const unique = [...new Set(scripts)].filter((file) => files.includes(file))
  const total = unique.reduce((sum, file) => sum + gzip(file), 0)
  console.log(
    `stores route first-load JS (gzip, ${unique.length} files preloaded by ${base}/en/stores): ${kb(total)}; map chunks among them: ${unique.filter((file) => /map|maplibre|mapbox/.test(file)).length}`,
  )
} catch (error) {
  console.log(
    `Bundle figures need a build and a running site: ${error instanceof Error ? error.message : String(error)}`,
  )
}
