import { describe, expect, it } from 'vitest'
import { internalPath, routedPath } from './internal-path'

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

describe('routedPath', () => {
  it('navigates inside the app to a screen of the route table, on this origin', () => {
    expect(routedPath('/en/products?page=2', [])).toBe('/en/products?page=2')
    expect(routedPath('https://fast.example/it/collezioni/onda', ['https://fast.example'])).toBe(
      '/it/collezioni/onda',
    )
  })

  it('loads files, endpoints and other sites as documents', () => {
    expect(routedPath('/cms/assets/catalogue.pdf', [])).toBeUndefined()
    expect(routedPath('/api/downloads/12', [])).toBeUndefined()
    expect(routedPath('/switch-locale?to=%2Fen', [])).toBeUndefined()
    expect(routedPath('https://configurator.fast.example/en', ['https://fast.example'])).toBeUndefined()
  })
})
