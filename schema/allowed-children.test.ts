import { describe, expect, it } from 'vitest'
import { acceptsChild, allowedChildren, registeredBlockNames } from '#schema/allowed-children'

describe('allowed children', () => {
  it('names the 37 blocks of the spec once each', () => {
    expect(new Set(registeredBlockNames).size).toBe(37)
  })

  it('lets columns hold 16 kinds, groups 26 and heroes 10, each listed once', () => {
    expect(new Set(allowedChildren.contentColumn).size).toBe(16)
    expect(allowedChildren.contentColumn).toHaveLength(16)
    expect(new Set(allowedChildren.contentGroup).size).toBe(26)
    expect(allowedChildren.contentGroup).toHaveLength(26)
    expect(new Set(allowedChildren.contentHero).size).toBe(10)
    expect(allowedChildren.contentHero).toHaveLength(10)
  })

  it('lets a row of columns hold only columns', () => {
    expect(acceptsChild('contentColumns', 'contentColumn')).toBe(true)
    expect(acceptsChild('contentColumns', 'fieldTitle')).toBe(false)
  })

  it('accepts any block at the top of the page and none inside a block that holds nothing', () => {
    expect(acceptsChild(null, 'contentHero')).toBe(true)
    expect(acceptsChild('fieldTitle', 'fieldTextContent')).toBe(false)
    expect(acceptsChild('contentHero', 'contentGroup')).toBe(false)
  })
})
