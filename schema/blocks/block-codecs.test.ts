import { isRight } from 'fp-ts/lib/Either'
import type * as t from 'io-ts'
import { PathReporter } from 'io-ts/lib/PathReporter'
import { describe, expect, it } from 'vitest'
import { blockNames, blockSelections, codecOf } from '#schema/blocks/block-codecs'
import { blockDeclarations } from '#schema/generated/block-declarations'

function problems(codec: t.Decoder<unknown, unknown>, raw: unknown): string {
  const result = codec.decode(raw)
  return isRight(result) ? '' : PathReporter.report(result).join('\n')
}

describe('block codecs', () => {
  // Each declaration carries a malformed example (schema/blocks/<name>.ts, `malformed`).
  for (const name of blockNames) {
    it(`${name} rejects a malformed block and names the bad field`, () => {
      const { raw, path } = blockDeclarations[name].malformed
      expect(problems(codecOf(name), raw)).toContain(path)
    })

    it(`${name} decodes a block whose fields are all null to its defaults`, () => {
      expect(problems(codecOf(name), {})).toBe('')
    })

    it(`${name}'s selection is fields only: the adapter gives it its Craft type condition`, () => {
      expect(blockSelections[name]).not.toMatch(/\bfragment\b|_BlockType/)
    })
  }

  it('gives an option value the site does not know its fallback instead of failing', () => {
    const decoded = codecOf('fieldTitle').decode({
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
    const decoded = codecOf('fieldSpacer').decode({
      id: '9',
      typeHandle: 'fieldSpacer',
      level: 2,
      fieldSpacer: 900,
      fieldSpacerMobile: 12.4,
    })
    expect(decoded).toEqual({ _tag: 'Right', right: { fieldSpacer: 400, fieldSpacerMobile: 12 } })
  })

  it('drops unknown values from a multi-select and null entries from a list of buttons', () => {
    expect(codecOf('contentColumn').decode({ optionResponsiveVisibility: ['mobile', 'tv'] })).toEqual({
      _tag: 'Right',
      right: { optionResponsiveVisibility: ['mobile'], optionAlignment: 'left' },
    })
    const buttons = codecOf('fieldButtons').decode({ buttons: [null, { fieldButton: { url: '/it' } }] })
    expect(isRight(buttons) && buttons.right.buttons).toHaveLength(1)
  })
})
