import { describe, expect, it } from 'vitest'
import { allowedChildren } from '#schema/allowed-children'
import { blockNames, type BlockName } from '#schema/blocks/block-codecs'

/*
 * Spec conformance (spec 2, Content blocks; spec 3, Allowed blocks): the blocks the spec names
 * exist and nest as it says. Blocks beyond the spec's are left alone, so a new block fails none
 * of these; renaming or dropping one of the spec's is a spec change (docs/spec.md 2.8).
 */
const specBlocks = [
  'allCollection',
  'allDownload',
  'allInspiration',
  'allNews',
  'allProducts',
  'allProjects',
  'animatedNumber',
  'contentColumns',
  'contentGroup',
  'contentHero',
  'fieldButtons',
  'fieldCard',
  'fieldDownloadList',
  'fieldEmbed',
  'fieldForm',
  'fieldFormCustom',
  'fieldFormID',
  'fieldGallery',
  'fieldGalleryAdvanced',
  'fieldGalleryAdvancedItem',
  'fieldIcon',
  'fieldImage',
  'fieldImageHotpoint',
  'fieldSeparator',
  'fieldSliderFiniture',
  'fieldSpacer',
  'fieldStoryline',
  'fieldStorylineItem',
  'fieldTextContent',
  'fieldTitle',
  'fieldVideo',
  'listCollection',
  'listDownload',
  'listInspiration',
  'listNews',
  'listProduct',
  'listProject',
] as const

const inColumn = [
  'fieldTitle',
  'fieldTextContent',
  'fieldImage',
  'fieldButtons',
  'fieldSpacer',
  'fieldSeparator',
  'fieldIcon',
  'fieldVideo',
  'fieldEmbed',
  'fieldCard',
  'animatedNumber',
  'fieldGallery',
  'fieldImageHotpoint',
  'fieldForm',
  'fieldFormID',
  'fieldFormCustom',
]
const inGroup = [
  ...inColumn,
  'contentColumns',
  'fieldGalleryAdvanced',
  'fieldStoryline',
  'fieldDownloadList',
  'listCollection',
  'listDownload',
  'listInspiration',
  'listNews',
  'listProduct',
  'listProject',
]
const inHero = [
  'fieldTitle',
  'fieldTextContent',
  'fieldButtons',
  'fieldSpacer',
  'fieldSeparator',
  'fieldIcon',
  'fieldImage',
  'animatedNumber',
  'fieldCard',
  'contentColumns',
]

const ofTheSpec = (names: readonly BlockName[]) =>
  names.filter((name) => (specBlocks as readonly string[]).includes(name)).sort()

describe('spec conformance of the blocks', () => {
  it('declares the 37 blocks of the spec, and contentColumn, the column of a row', () => {
    expect(new Set(specBlocks).size).toBe(37)
    expect(specBlocks.filter((name) => !blockNames.includes(name))).toEqual([])
    expect(blockNames).toContain('contentColumn')
  })

  it('lets columns hold the 16 kinds of the spec, groups the 26 and heroes the 10', () => {
    expect(ofTheSpec(allowedChildren('contentColumn'))).toEqual([...inColumn].sort())
    expect(ofTheSpec(allowedChildren('contentGroup'))).toEqual([...inGroup].sort())
    expect(ofTheSpec(allowedChildren('contentHero'))).toEqual([...inHero].sort())
  })
})
