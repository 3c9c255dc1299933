import { describe, expect, it } from 'vitest'
import { surrogateKeyHeader } from './surrogate-key-header'

const keysOf = (keys: string[], listOf: Record<string, string> = {}) => ({
  keys: new Set(keys),
  listOf: new Map(Object.entries(listOf)),
})

describe('the surrogate-key header of a page', () => {
  it('lists its keys sorted, and leaves out an entry whose section list is there too', () => {
    const keys = keysOf(['navigation', 'section:news', 'entry:1501', 'entry:10', 'globals'], {
      'entry:1501': 'section:news',
    })
    expect(surrogateKeyHeader(keys)).toBe('entry:10 globals navigation section:news')
  })

  it('says the section of many entries instead of their ids when they do not fit', () => {
    const stores = Array.from({ length: 480 }, (_, index) => `entry:${60_001 + index}`)
    const keys = keysOf(
      ['globals', ...stores],
      Object.fromEntries(stores.map((key) => [key, 'section:stores'])),
    )
    expect(surrogateKeyHeader(keys)).toBe('globals section:stores')
  })

  it('says `entries` for ids of no known section when nothing else fits, and stays under the cap', () => {
    const many = Array.from({ length: 400 }, (_, index) => `entry:${index + 1}`)
    const header = surrogateKeyHeader(keysOf(['site-info', 'category:7', ...many]), 100)
    expect(header).toBe('categories entries site-info')
    expect(header.length).toBeLessThanOrEqual(100)
  })
})
