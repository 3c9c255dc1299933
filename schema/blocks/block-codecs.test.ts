import { isRight } from 'fp-ts/lib/Either'
import type * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter'
import { describe, expect, it } from 'vitest'
import { blockCodecs, type BlockName } from '#schema/blocks/block-codecs'

function problems(codec: t.Decoder<unknown, unknown>, raw: unknown): string {
  const result = codec.decode(raw)
  return isRight(result) ? '' : PathReporter.report(result).join('\n')
}

// One malformed block per codec, and the path its report must name.
const malformed: { [K in BlockName]: { raw: unknown; path: string } } = {
  contentColumns: { raw: { optionColumnNumberDesktop: 'three' }, path: 'optionColumnNumberDesktop' },
  contentColumn: { raw: { optionResponsiveVisibility: 'mobile' }, path: 'optionResponsiveVisibility' },
  contentGroup: { raw: { fieldBackgroundImage: { url: '/a.jpg' } }, path: 'fieldBackgroundImage' },
  contentHero: { raw: { fieldBackgroundVideo: [{ url: 42 }] }, path: 'fieldBackgroundVideo' },
  fieldTitle: { raw: { fieldTitle: 42 }, path: 'fieldTitle' },
  fieldTextContent: { raw: { fieldTextContent: { html: '<p>' } }, path: 'fieldTextContent' },
  fieldImage: { raw: { optionImageWidth: 3 }, path: 'optionImageWidth' },
  fieldSpacer: { raw: { fieldSpacer: '64px' }, path: 'fieldSpacer' },
  fieldSeparator: { raw: { fieldSeparator: true }, path: 'fieldSeparator' },
  fieldButtons: {
    raw: { buttons: [{ fieldButton: { url: 7 } }] },
    path: 'fieldButton: LinkField | null/url',
  },
  allCollection: { raw: { optionElementQuantity: 'three' }, path: 'optionElementQuantity' },
  allDownload: {
    raw: { entries: [{ id: '1', optionLoginRestricted: 'yes' }] },
    path: 'optionLoginRestricted',
  },
  allInspiration: { raw: { optionIsSlider: 'yes' }, path: 'optionIsSlider' },
  allNews: { raw: { entries: [{ id: '1', title: 'x' }] }, path: 'slug' },
  allProducts: { raw: { fieldListFilter: [{ id: {} }] }, path: 'fieldListFilter' },
  allProjects: { raw: { optionResponsiveVisibility: 'mobile' }, path: 'optionResponsiveVisibility' },
  animatedNumber: { raw: { fieldNumber: '40' }, path: 'fieldNumber' },
  fieldCard: { raw: { buttons: [{ fieldButton: { url: 7 } }] }, path: 'buttons' },
  fieldDownloadList: { raw: { entries: [{ id: '1', fieldDownload: 'file.pdf' }] }, path: 'fieldDownload' },
  fieldEmbed: { raw: { fieldEmbed: 42 }, path: 'fieldEmbed' },
  fieldForm: { raw: { formType: 3 }, path: 'formType' },
  fieldFormCustom: { raw: { fieldUrl: ['https://example.com'] }, path: 'fieldUrl' },
  fieldFormID: { raw: { formId: { id: 1 } }, path: 'formId' },
  fieldGallery: { raw: { fieldGallery: [{ url: 5 }] }, path: 'fieldGallery' },
  fieldGalleryAdvanced: { raw: { fieldSelectGalleryColumns: 'four' }, path: 'fieldSelectGalleryColumns' },
  fieldGalleryAdvancedItem: { raw: { fieldCaptionImage: 12 }, path: 'fieldCaptionImage' },
  fieldIcon: { raw: { fieldImage: { url: '/icon.svg' } }, path: 'fieldImage' },
  fieldImageHotpoint: {
    raw: { hotpoints: [{ hotpointCoordinateX: 'left', hotpointCoordinateY: 20 }] },
    path: 'hotpointCoordinateX',
  },
  fieldSliderFiniture: {
    raw: { finishes: [{ id: '1', finituraGallery: [{ fieldCaptionImage: 3 }] }] },
    path: 'fieldCaptionImage',
  },
  fieldStoryline: { raw: { optionElementQuantity: [3] }, path: 'optionElementQuantity' },
  fieldStorylineItem: { raw: { plainTitle: 1998 }, path: 'plainTitle' },
  fieldVideo: { raw: { fieldVideo: [{ url: 42 }] }, path: 'fieldVideo' },
  listCollection: { raw: { entries: [{ slug: 'x', sectionHandle: 3 }] }, path: 'sectionHandle' },
  listDownload: { raw: { entries: 'all' }, path: 'entries' },
  listInspiration: { raw: { optionListStyle: 2 }, path: 'optionListStyle' },
  listNews: {
    raw: { entries: [{ slug: 'a', sectionHandle: 'news', postDate: 20260101 }] },
    path: 'postDate',
  },
  listProduct: {
    raw: { entries: [{ slug: 'a', sectionHandle: 'products', categories: [{ id: null }] }] },
    path: 'categories',
  },
  listProject: { raw: { fieldTitle: false }, path: 'fieldTitle' },
}

describe('block codecs', () => {
  for (const name of Object.keys(malformed).filter((key): key is BlockName => key in blockCodecs)) {
    it(`${name} rejects a malformed block and names the bad field`, () => {
      const { raw, path } = malformed[name]
      expect(problems(blockCodecs[name], raw)).toContain(path)
    })

    it(`${name} decodes a block whose fields are all null to its defaults`, () => {
      expect(problems(blockCodecs[name], {})).toBe('')
    })
  }

  it('gives an option value the site does not know its fallback instead of failing', () => {
    const decoded = blockCodecs.fieldTitle.decode({
      fieldTitle: 'Spa',
      optionTextColor: 'neon',
      optionFontSize: null,
    })
    expect(decoded).toMatchObject({
      _tag: 'Right',
      right: { optionTextColor: 'inherit', optionFontSize: 'xl', optionHeadingLevel: 2 },
    })
  })

  it('keeps only the CMS fields of the block, not its id, type or level', () => {
    const decoded = blockCodecs.fieldSpacer.decode({
      id: '9',
      typeHandle: 'fieldSpacer',
      level: 2,
      fieldSpacer: 900,
      fieldSpacerMobile: 12.4,
    })
    expect(decoded).toEqual({ _tag: 'Right', right: { fieldSpacer: 400, fieldSpacerMobile: 12 } })
  })

  it('drops unknown values from a multi-select and null entries from a list of buttons', () => {
    expect(blockCodecs.contentColumn.decode({ optionResponsiveVisibility: ['mobile', 'tv'] })).toEqual({
      _tag: 'Right',
      right: { optionResponsiveVisibility: ['mobile'], optionAlignment: 'left' },
    })
    const buttons = blockCodecs.fieldButtons.decode({ buttons: [null, { fieldButton: { url: '/it' } }] })
    expect(isRight(buttons) && buttons.right.buttons).toHaveLength(1)
  })
})
