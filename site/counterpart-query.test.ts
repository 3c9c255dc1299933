import { describe, expect, it } from 'vitest'
import { counterpartQuery } from './counterpart-query'

describe('counterpartQuery', () => {
  it('carries a search and a store search, as their screens read them', () => {
    expect(counterpartQuery('/en/search', '?q=onda')).toBe('?q=onda')
    expect(counterpartQuery('/it/rivenditori', '?q=Milano&type=dealer&rows=60')).toBe(
      '?q=Milano&type=dealer&rows=100',
    )
    expect(counterpartQuery('/it/cerca', `?q=${'a'.repeat(300)}`)).toBe(`?q=${'a'.repeat(100)}`)
  })

  it('drops what is not a parameter of both languages: tracking, answers, category slugs', () => {
    expect(counterpartQuery('/it/cerca', '?q=onda&utm_source=news&answer=loggedIn')).toBe('?q=onda')
    expect(counterpartQuery('/it/prodotti', '?category=lettini')).toBe('')
    expect(counterpartQuery('/en/account', '?answer=loggedIn')).toBe('')
    expect(counterpartQuery('/it/rivenditori', '?type=castle&q=')).toBe('')
  })

  it('gives nothing for a path of no screen', () => {
    expect(counterpartQuery('/it/nowhere/at/all', '?q=1')).toBe('')
  })
})
