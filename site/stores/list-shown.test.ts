import { describe, expect, it } from 'vitest'
import type { StoreLocatorContext } from '#machines/store-locator.machine'
import type { Store } from '#schema/store'
import { listShown } from './list-shown'

const store = (id: string, city: string, latitude: number, longitude: number): Store => ({
  id,
  name: `Store ${id}`,
  storeType: 'dealer',
  address: 'Via Roma 1',
  city,
  province: '',
  zip: '',
  country: 'Italia',
  phone: null,
  email: null,
  website: null,
  latitude,
  longitude,
})
const milan = store('mi', 'Milano', 45.46, 9.19)
const rome = store('rm', 'Roma', 41.9, 12.5)
const context: StoreLocatorContext = {
  query: '',
  storeType: null,
  view: null,
  selectedId: null,
  rows: 50,
  pageSize: 50,
  position: null,
}
const aroundMilan = { west: 9, south: 45, east: 9.5, north: 46 }

describe('listShown', () => {
  it('shows the server’s rows and count until every store has loaded', () => {
    expect(listShown({ everyStore: null, listed: [rome], found: 12, context })).toEqual({
      shown: [{ store: rome, km: null }],
      count: 12,
      emptyArea: false,
    })
  })

  it('counts the stores of the search in the map’s view once they have loaded', () => {
    const list = listShown({
      everyStore: [milan, rome],
      listed: [],
      found: 0,
      context: { ...context, view: aroundMilan },
    })
    expect(list).toEqual({ shown: [{ store: milan, km: null }], count: 1, emptyArea: false })
  })

  it('tells an empty area of the map from a search that found nothing', () => {
    const empty = { west: 0, south: 0, east: 1, north: 1 }
    expect(
      listShown({ everyStore: [milan], listed: [], found: 0, context: { ...context, view: empty } }),
    ).toMatchObject({
      count: 0,
      emptyArea: true,
    })
    expect(
      listShown({ everyStore: [milan], listed: [], found: 0, context: { ...context, query: 'Napoli' } }),
    ).toMatchObject({
      count: 0,
      emptyArea: false,
    })
  })

  it('gives each store its distance, nearest first, once the visitor is located', () => {
    const list = listShown({
      everyStore: [milan, rome],
      listed: [],
      found: 0,
      context: { ...context, position: { latitude: 41.89, longitude: 12.49 } },
    })
    expect(list.shown.map(({ store }) => store.id)).toEqual(['rm', 'mi'])
    expect(list.shown.every(({ km }) => typeof km === 'number')).toBe(true)
  })
})
