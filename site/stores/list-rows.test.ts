import { describe, expect, it } from 'vitest'
import { listPage, listRowsOf } from './list-rows'

describe('listRowsOf', () => {
  it('starts with one page when the URL says nothing, or nonsense', () => {
    for (const parameter of [null, '', 'all', '-3', '0', '12.5', '1e400', String(listPage)])
      expect(listRowsOf(parameter), String(parameter)).toBe(listPage)
  })

  it('rounds a number of rows up to whole pages', () => {
    expect(listRowsOf(String(listPage + 1))).toBe(2 * listPage)
    expect(listRowsOf(String(3 * listPage))).toBe(3 * listPage)
  })
})
