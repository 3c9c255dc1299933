import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { BackgroundColor } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/** A horizontal rule: `fieldSeparator` is its thickness in px, the background colour its colour. */
export const FieldSeparator = t.exact(
  t.type({
    optionBackgroundColor: cmsField.option(BackgroundColor, 'stone'),
    fieldSeparator: cmsField.integer({ min: 1, max: 16, fallback: 1 }),
  }),
  'FieldSeparator',
)
export type FieldSeparator = t.TypeOf<typeof FieldSeparator>

export const fieldSeparatorSelection = `
  optionBackgroundColor fieldSeparator
`

export const fieldSeparatorBlock = defineBlock({
  name: 'fieldSeparator',
  codec: FieldSeparator,
  selection: fieldSeparatorSelection,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    optionBackgroundColor: String
    """
    Line thickness in px.
    """
    fieldSeparator: Int
  `,
  malformed: { raw: { fieldSeparator: true }, path: 'fieldSeparator' },
})
