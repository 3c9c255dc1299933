import { describe, expect, it } from 'vitest'
import { internalPath } from './internal-path'

describe('internalPath', () => {
  it('keeps a path on this site as it is', () => {
    expect(internalPath('/it/prodotti', [])).toBe('/it/prodotti')
  })

  it('turns a URL of the site’s own origin into its path', () => {
    expect(internalPath('https://fast.example/en/products?page=2#top', ['https://fast.example'])).toBe(
      '/en/products?page=2#top',
    )
  })

  it('leaves another origin, a protocol-relative URL and mail links external', () => {
    expect(internalPath('https://elsewhere.example/it', ['https://fast.example'])).toBeUndefined()
    expect(internalPath('//elsewhere.example/it', ['https://fast.example'])).toBeUndefined()
    expect(internalPath('mailto:info@fast.example', ['https://fast.example'])).toBeUndefined()
  })
})
