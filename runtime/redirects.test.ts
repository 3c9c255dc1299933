import { describe, expect, it } from 'vitest'
import { redirectFor } from './redirects'

describe('redirects by path', () => {
  it.each([
    ['/it/stores', '/it/rivenditori'],
    ['/it/projects', '/it/realizzazioni'],
    ['/it/products', '/it/prodotti'],
    ['/en/realizzazioni', '/en/projects'],
    ['/en/prodotti', '/en/products'],
    ['/en/rivenditori', '/it/rivenditori'],
    ['/it/stores/', '/it/rivenditori'],
  ])('%s goes to %s', (from, to) => {
    expect(redirectFor(from)).toBe(to)
  })

  it('leaves every other path alone', () => {
    expect(redirectFor('/it/prodotti')).toBeUndefined()
    expect(redirectFor('/')).toBeUndefined()
    expect(redirectFor('/constructor')).toBeUndefined()
  })
})
