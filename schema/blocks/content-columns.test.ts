import { describe, expect, it } from 'vitest'
import { columnCounts, ContentColumns } from '#schema/blocks/content-columns'
import { decodeOrThrow } from '#schema/decode'

describe('columnCounts', () => {
  it('stacks on phones, fits two on tablets and every column on desktops when nothing is set', () => {
    const props = decodeOrThrow(ContentColumns, {}, 'columns')
    expect(columnCounts(props, 3)).toEqual({ mobile: 1, tablet: 2, desktop: 3, wide: 3 })
    expect(columnCounts(props, 1)).toEqual({ mobile: 1, tablet: 1, desktop: 1, wide: 1 })
  })

  it('uses the numbers the editor set and lets an empty one follow the smaller screen', () => {
    const props = decodeOrThrow(
      ContentColumns,
      { optionColumnNumberMobile: 2, optionColumnNumberDesktop: 5 },
      'columns',
    )
    expect(columnCounts(props, 6)).toEqual({ mobile: 2, tablet: 2, desktop: 5, wide: 5 })
  })
})
