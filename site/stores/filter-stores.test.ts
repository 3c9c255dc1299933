import { describe, expect, it } from 'vitest'
import type { Store } from '#schema/store'
import { byDistance, distanceKm, filterStores, inBounds } from './filter-stores'

const store = (id: string, fields: Partial<Store>): Store => ({
  id,
  name: 'Rossi Arredamenti',
  storeType: 'dealer',
  address: 'Via Roma 1',
  city: 'Milano',
  province: 'MI',
  zip: '20121',
  country: 'Italia',
  phone: null,
  email: null,
  website: null,
  latitude: 45.46,
  longitude: 9.19,
  ...fields,
})
const stores = [
  store('1', {}),
  store('2', {
    name: 'Fast Store Forlì',
    city: 'Forlì',
    province: 'FC',
    latitude: 44.22,
    longitude: 12.04,
    storeType: 'flagship',
  }),
  store('3', {
    name: 'Keller Gartenmöbel',
    city: 'Zürich',
    province: 'ZH',
    country: 'Svizzera',
    latitude: 47.37,
    longitude: 8.54,
  }),
  store('4', {
    name: 'Smith Outdoor Living',
    city: 'Honolulu',
    province: 'HI',
    country: 'Stati Uniti',
    latitude: 21.3,
    longitude: -157.86,
  }),
]

describe('filterStores', () => {
  it('finds by city, province code, country or name, ignoring case and accents', () => {
    const ids = (query: string) => filterStores(stores, { query, type: null }).map((found) => found.id)
    expect(ids('forli')).toEqual(['2'])
    expect(ids('zurich')).toEqual(['3'])
    expect(ids('mi')).toEqual(['1'])
    expect(ids('svizzera')).toEqual(['3'])
    expect(ids('gartenmobel')).toEqual(['3'])
    expect(ids('')).toEqual(['1', '2', '3', '4'])
  })
  it('filters by type', () => {
    expect(filterStores(stores, { query: '', type: 'flagship' }).map((found) => found.id)).toEqual(['2'])
  })
})

describe('inBounds and distances', () => {
  it('handles a view across the antimeridian', () => {
    expect(inBounds(stores[3] as Store, { west: 170, south: 0, east: 210, north: 40 })).toBe(true)
    expect(inBounds(stores[0] as Store, { west: 170, south: 0, east: 210, north: 40 })).toBe(false)
  })
  it('measures Milan to Zurich at about 220 km and sorts nearest first', () => {
    expect(
      distanceKm({ latitude: 45.46, longitude: 9.19 }, { latitude: 47.37, longitude: 8.54 }),
    ).toBeCloseTo(218, -1)
    expect(byDistance(stores, { latitude: 47, longitude: 8.5 }).map(({ store: found }) => found.id)).toEqual([
      '3',
      '1',
      '2',
      '4',
    ])
  })
})
