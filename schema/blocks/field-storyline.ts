import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { SafeHtml } from '#schema/blocks/safe-html'
import { defineBlock } from '#schema/blocks/define-block'

/** A story told in steps (its children, fieldStorylineItem), `optionElementQuantity` steps per row. */
export const FieldStoryline = t.exact(
  t.type({
    fieldTitle: cmsField.text(),
    fieldSubtitle: cmsField.text(),
    fieldTextContent: SafeHtml,
    optionElementQuantity: cmsField.integer({ min: 1, max: 6, fallback: 3 }),
  }),
  'FieldStoryline',
)
export type FieldStoryline = t.TypeOf<typeof FieldStoryline>

export const fieldStorylineSelection = `
  fieldTitle fieldSubtitle fieldTextContent optionElementQuantity
`

export const fieldStorylineBlock = defineBlock({
  name: 'fieldStoryline',
  codec: FieldStoryline,
  selection: fieldStorylineSelection,
  parents: ['page', 'contentGroup'],
  sdl: `
    fieldTitle: String
    fieldSubtitle: String
    fieldTextContent: String
    optionElementQuantity: Int
  `,
  malformed: { raw: { optionElementQuantity: [3] }, path: 'optionElementQuantity' },
})
