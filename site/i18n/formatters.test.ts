import { describe, expect, it } from 'vitest'
import { translationsFor } from './translations'

describe('counts in the UI strings', () => {
  it('are grouped the Italian way on Italian pages, four digits included', () => {
    const t = translationsFor('it')
    expect(t.storeLocator.results({ count: 1200 })).toBe('Punti vendita mostrati: 1.200')
    expect(t.search.resultCount({ count: 12_500 })).toBe('12.500 risultati')
  })

  it('are grouped the English way on English pages', () => {
    const t = translationsFor('en')
    expect(t.storeLocator.showMore({ count: 1200, left: 3400 })).toBe('Show 1,200 more (3,400 left)')
    expect(t.storeLocator.cluster({ count: 8 })).toBe('8 stores: zoom in')
  })
})
