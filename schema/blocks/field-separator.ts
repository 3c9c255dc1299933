import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { BackgroundColor } from '#schema/blocks/block-options'

/** A horizontal rule: `fieldSeparator` is its thickness in px, the background colour its colour. */
export const FieldSeparator = t.exact(
  t.type({
    optionBackgroundColor: cmsField.option(BackgroundColor, 'stone'),
    fieldSeparator: cmsField.integer({ min: 1, max: 16, fallback: 1 }),
  }),
  'FieldSeparator',
)
export type FieldSeparator = t.TypeOf<typeof FieldSeparator>

export const fieldSeparatorFragment = `fragment fieldSeparator on contentBlocks_fieldSeparator_BlockType {
  optionBackgroundColor fieldSeparator
}`
