import { describe, expect, it } from 'vitest'
import { localeOfPath } from '#schema/locale'
import { resolveLocale } from './resolve-locale'

describe('resolving the visitor locale', () => {
  it('takes the cookie first', () => {
    expect(resolveLocale({ cookie: 'en', pathname: '/it', acceptLanguage: 'it' })).toBe('en')
  })
  it('then the URL prefix', () => {
    expect(resolveLocale({ cookie: 'fr', pathname: '/en/products', acceptLanguage: 'it' })).toBe('en')
  })
  it('then the browser language, regional variants included', () => {
    expect(resolveLocale({ acceptLanguage: 'en-GB,en;q=0.9' })).toBe('en')
    expect(resolveLocale({ acceptLanguage: 'de-DE,de;q=0.9,en;q=0.5' })).toBe('en')
    expect(resolveLocale({ acceptLanguage: 'it-IT' })).toBe('it')
  })
  it('and Italian when nothing else says', () => {
    expect(resolveLocale({})).toBe('it')
    expect(resolveLocale({ acceptLanguage: 'de, fr' })).toBe('it')
    expect(resolveLocale({ acceptLanguage: ';;;q=x' })).toBe('it')
  })
  it('tells the locale of a path', () => {
    expect(localeOfPath('/en/products')).toBe('en')
    expect(localeOfPath('/fr')).toBeUndefined()
  })
})
