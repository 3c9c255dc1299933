import { describe, expect, it } from 'vitest'
import { listPage } from './list-rows'
import { moreRows } from './more-rows'

describe('moreRows', () => {
  it('adds a page, or what is left when that is less', () => {
    expect(moreRows({ query: '', storeType: null, rows: listPage, count: 4 * listPage })).toMatchObject({
      more: listPage,
      left: 3 * listPage,
    })
    expect(moreRows({ query: '', storeType: null, rows: listPage, count: listPage + 7 })).toMatchObject({
      more: 7,
      left: 7,
    })
  })

  it('adds none after the last page', () => {
    expect(
      moreRows({ query: '', storeType: null, rows: 2 * listPage, count: listPage + 7 }).more,
    ).toBeLessThanOrEqual(0)
  })

  it('links the same search with a page more, for the page without JS', () => {
    expect(moreRows({ query: 'forlì', storeType: 'dealer', rows: listPage, count: 500 }).href).toBe(
      `?q=forl%C3%AC&type=dealer&rows=${2 * listPage}`,
    )
    expect(moreRows({ query: '', storeType: null, rows: listPage, count: 500 }).href).toBe(
      `?rows=${2 * listPage}`,
    )
  })
})
