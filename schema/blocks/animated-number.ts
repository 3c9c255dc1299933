import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { Alignment, FontSize, TextColor } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/** A figure that counts up when scrolled into view (e.g. "40 years"); `fieldTitle` says what it counts. */
export const AnimatedNumber = t.exact(
  t.type({
    fieldNumber: cmsField.integer({ min: 0, max: 1_000_000_000, fallback: 0 }),
    fieldTitle: cmsField.text(),
    optionTextColor: cmsField.option(TextColor, 'inherit'),
    optionFontSize: cmsField.option(FontSize, '3xl'),
    optionAlignment: cmsField.option(Alignment, 'center'),
  }),
  'AnimatedNumber',
)
export type AnimatedNumber = t.TypeOf<typeof AnimatedNumber>

export const animatedNumberSelection = `
  fieldNumber fieldTitle optionTextColor optionFontSize optionAlignment
`

export const animatedNumberBlock = defineBlock({
  name: 'animatedNumber',
  codec: AnimatedNumber,
  selection: animatedNumberSelection,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    fieldNumber: Int
    fieldTitle: String
    optionTextColor: String
    optionFontSize: String
    optionAlignment: String
  `,
  malformed: { raw: { fieldNumber: '40' }, path: 'fieldNumber' },
})
