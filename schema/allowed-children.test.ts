import { describe, expect, it } from 'vitest'
import { acceptsChild, allowedChildren, isSectionKind } from '#schema/allowed-children'

describe('allowed children', () => {
  it('lets a row of columns hold only columns, and a column live only in a row', () => {
    expect(allowedChildren('contentColumns')).toEqual(['contentColumn'])
    expect(acceptsChild('contentColumns', 'fieldTitle')).toBe(false)
    expect(acceptsChild(null, 'contentColumn')).toBe(false)
    expect(acceptsChild('contentGroup', 'contentColumn')).toBe(false)
  })

  it('keeps gallery and storyline items in their own parent', () => {
    expect(allowedChildren('fieldGalleryAdvanced')).toEqual(['fieldGalleryAdvancedItem'])
    expect(allowedChildren('fieldStoryline')).toEqual(['fieldStorylineItem'])
    expect(acceptsChild(null, 'fieldStorylineItem')).toBe(false)
  })

  it('accepts a free-standing block at the top of the page and none inside a block that holds nothing', () => {
    expect(acceptsChild(null, 'contentHero')).toBe(true)
    expect(acceptsChild('fieldTitle', 'fieldTextContent')).toBe(false)
    expect(allowedChildren('fieldTitle')).toEqual([])
    expect(acceptsChild('contentHero', 'contentGroup')).toBe(false)
  })

  it('names rows, groups and heroes as sections, and nothing else', () => {
    expect(isSectionKind('contentColumns')).toBe(true)
    expect(isSectionKind('contentGroup')).toBe(true)
    expect(isSectionKind('contentHero')).toBe(true)
    expect(isSectionKind('fieldTitle')).toBe(false)
  })
})
