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
