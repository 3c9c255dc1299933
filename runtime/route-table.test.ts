import { describe, expect, it } from 'vitest'
import { localeCodes } from '#schema/locale'
import { matchScreen, parseRouteId, routeId, screenNames, screenPath, takesSlug } from './route-table'

describe('the locale route table', () => {
  it('has the 23 screens of the spec, the search results page and the newsletter confirmation, each in both locales with a locale-suffixed id', () => {
    expect(screenNames).toHaveLength(25)
    const ids = screenNames.flatMap((screen) => localeCodes.map((locale) => routeId(screen, locale)))
    expect(new Set(ids).size).toBe(50)
    expect(routeId('products', 'it')).toBe('products___it')
    expect(parseRouteId('products___it')).toEqual({ screen: 'products', locale: 'it' })
    expect(parseRouteId('nothing___it')).toBeUndefined()
  })

  it.each([
    ['home', 'it', undefined, '/it'],
    ['home', 'en', undefined, '/en'],
    ['changePassword', 'it', undefined, '/it/cambio-password'],
    ['search', 'it', undefined, '/it/cerca'],
    ['search', 'en', undefined, '/en/search'],
    ['changePassword', 'en', undefined, '/en/change-password'],
    ['designers', 'it', undefined, '/it/designers'],
    ['designers', 'en', undefined, '/en/designer'],
    ['stores', 'it', undefined, '/it/rivenditori'],
    ['projects', 'it', undefined, '/it/realizzazioni'],
    ['productCategory', 'it', 'tavoli', '/it/categorie/prodotti/tavoli'],
    ['projectCategory', 'en', 'hotels', '/en/categories/projects/hotels'],
    ['product', 'it', 'lettino-onda', '/it/prodotti/lettino-onda'],
    ['product', 'en', 'onda-lounger', '/en/products/onda-lounger'],
    ['designer', 'en', 'anna-rossi', '/en/designer/anna-rossi'],
    ['landing', 'it', 'estate', '/it/l/estate'],
    ['page', 'en', 'about-us', '/en/about-us'],
  ] as const)('%s in %s with slug %s is %s, and reads back the same', (screen, locale, slug, path) => {
    const params = slug === undefined ? {} : { slug }
    expect(screenPath(screen, locale, params)).toBe(path)
    expect(matchScreen(path)).toEqual({ screen, locale, params })
  })

  it('reads every screen of every locale back from its own path', () => {
    for (const screen of screenNames) {
      for (const locale of localeCodes) {
        const params = takesSlug(screen) ? { slug: 'some-slug' } : {}
        expect(matchScreen(screenPath(screen, locale, params))).toEqual({ screen, locale, params })
      }
    }
  })

  it('prefers a static screen to a generic page slug', () => {
    expect(matchScreen('/it/prodotti')?.screen).toBe('products')
    expect(matchScreen('/en/news')?.screen).toBe('newsList')
    expect(matchScreen('/en/chi-siamo')?.screen).toBe('page')
  })

  it('matches nothing outside the locale prefixes or the table', () => {
    expect(matchScreen('/fr/produits')).toBeUndefined()
    expect(matchScreen('/en/a/b/c/d')).toBeUndefined()
    expect(matchScreen('/en/products/%E0%A4%A')).toBeUndefined()
  })

  it('refuses to build a detail path without its slug', () => {
    expect(() => screenPath('product', 'it')).toThrow(/needs a slug/)
  })
})
