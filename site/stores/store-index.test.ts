import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { Store } from '#schema/store'
import { createStoreIndex, type StoreIndex } from './store-index'

// The committed seed (tools/content/generate-stores.ts writes it), read as the English site sees it.
const seedFile: unknown = JSON.parse(
  readFileSync(new URL('../../adapters/local-cms/seed/entries/stores.json', import.meta.url), 'utf8'),
)

function seedStores(): Store[] {
  if (
    typeof seedFile !== 'object' ||
    seedFile === null ||
    !('entries' in seedFile) ||
    !Array.isArray(seedFile.entries)
  )
    return []
  return seedFile.entries.flatMap((entry: unknown) => {
    if (
      typeof entry !== 'object' ||
      entry === null ||
      !('fields' in entry) ||
      !('sites' in entry) ||
      !('id' in entry)
    )
      return []
    const fields = typeof entry.fields === 'object' ? entry.fields : {}
    const sites =
      typeof entry.sites === 'object' && entry.sites !== null && 'en' in entry.sites
        ? entry.sites.en
        : undefined
    const en = typeof sites === 'object' && sites !== null ? sites : {}
    const local = 'fields' in en && typeof en.fields === 'object' ? en.fields : {}
    const decoded = Store.decode({
      ...fields,
      ...local,
      id: entry.id,
      name: 'title' in en ? en.title : undefined,
    })
    return decoded._tag === 'Right' ? [decoded.right] : []
  })
}

const seed = seedStores()

/** 5,000+ stores made from the seed: each store copied around its city, about a kilometre apart. */
function generated(count: number): Store[] {
  return Array.from({ length: count }, (_, index) => {
    const base = seed[index % seed.length] as Store
    const ring = Math.floor(index / seed.length)
    const angle = (index * 2.399963) % (2 * Math.PI)
    return {
      ...base,
      id: `g${index}`,
      latitude: base.latitude + 0.01 * ring * Math.sin(angle),
      longitude: base.longitude + 0.01 * ring * Math.cos(angle),
    }
  })
}
const bigStores = generated(5000)

const world: [number, number, number, number] = [-180, -85, 180, 85]

function countPoints(index: StoreIndex, zoom: number): number {
  return index.getClusters(world, zoom).reduce((sum, feature) => {
    const properties = feature.properties
    return (
      sum +
      ('point_count' in properties && typeof properties.point_count === 'number' ? properties.point_count : 1)
    )
  }, 0)
}

describe('supercluster indexing of the stores', () => {
  it('reads at least 400 valid stores from the seed', () => {
    expect(seedFile).toMatchObject({ section: 'stores', type: 'store' })
    expect(seed.length).toBeGreaterThanOrEqual(400)
  })

  it('groups the seed into a few clusters at world zoom and keeps every store counted', () => {
    const index = createStoreIndex(seed)
    const clusters = index.getClusters(world, 0)
    expect(clusters.length).toBeLessThan(40)
    expect(countPoints(index, 0)).toBe(seed.length)
    expect(countPoints(index, 6)).toBe(seed.length)
  })

  it('separates every seed store by the last clustering zoom', () => {
    const index = createStoreIndex(seed)
    const milan = index.getClusters([9.0, 45.3, 9.4, 45.6], 17)
    expect(milan.every((feature) => !('cluster_id' in feature.properties))).toBe(true)
    expect(milan.length).toBe(
      seed.filter(
        (store) =>
          store.longitude >= 9 && store.longitude <= 9.4 && store.latitude >= 45.3 && store.latitude <= 45.6,
      ).length,
    )
    expect(milan.length).toBeGreaterThanOrEqual(10)
  })

  it('expands a cluster to a zoom where it splits, and lists its stores', () => {
    const index = createStoreIndex(seed)
    const europe = index.getClusters([-10, 35, 30, 60], 4)
    const properties = europe.map((feature) => feature.properties).find((found) => 'cluster_id' in found)
    const id = properties !== undefined && 'cluster_id' in properties ? properties.cluster_id : undefined
    const pointCount =
      properties !== undefined && 'point_count' in properties ? properties.point_count : undefined
    if (typeof id !== 'number') throw new Error('expected a cluster over Europe at zoom 4')
    const zoom = index.getClusterExpansionZoom(id)
    expect(zoom).toBeGreaterThan(4)
    expect(index.getLeaves(id, Infinity)).toHaveLength(Number(pointCount))
    expect(index.getChildren(id).length).toBeGreaterThan(1)
  })

  it('indexes 5,000 generated stores and answers a viewport query at every zoom', () => {
    expect(bigStores.length).toBeGreaterThanOrEqual(5000)
    const index = createStoreIndex(bigStores)
    for (const zoom of [0, 3, 6, 9, 12, 16]) expect(countPoints(index, zoom)).toBe(bigStores.length)
    const italy = index.getClusters([6.6, 36.6, 18.5, 47.1], 5)
    expect(italy.length).toBeGreaterThan(5)
    expect(italy.length).toBeLessThan(400)
  })
})
