import { isRight } from 'fp-ts/lib/Either'
import { describe, expect, it } from 'vitest'
import { PopupAnchor, Store } from './store'

describe('PopupAnchor', () => {
  it('accepts exactly the eight spec anchors', () => {
    for (const anchor of [
      'top',
      'bottom',
      'left',
      'right',
      'top-left',
      'top-right',
      'bottom-left',
      'bottom-right',
    ]) {
      expect(isRight(PopupAnchor.decode(anchor))).toBe(true)
    }
    expect(Object.keys(PopupAnchor.keys)).toHaveLength(8)
  })
  it('refuses anything else, mapbox’s own center included', () => {
    for (const value of ['center', 'Top', 'top left', '', null, 3, undefined, {}])
      expect(isRight(PopupAnchor.decode(value))).toBe(false)
  })
})

describe('Store', () => {
  const milan = {
    id: '60001',
    name: 'Fast Store Milano',
    storeType: 'flagship',
    address: 'Via Roma 1',
    city: 'Milano',
    province: 'MI',
    zip: '20121',
    country: 'Italia',
    phone: '+39 02 123 4567',
    email: null,
    website: null,
    latitude: 45.46,
    longitude: 9.19,
  }
  it('decodes a store', () => {
    expect(isRight(Store.decode(milan))).toBe(true)
  })
  it('refuses an unknown type and coordinates off the globe', () => {
    expect(isRight(Store.decode({ ...milan, storeType: 'kiosk' }))).toBe(false)
    expect(isRight(Store.decode({ ...milan, latitude: 145.46 }))).toBe(false)
    expect(isRight(Store.decode({ ...milan, longitude: -190 }))).toBe(false)
  })
})
