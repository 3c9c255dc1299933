import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { SafeHtml } from '#schema/blocks/safe-html'
import { defineBlock } from '#schema/blocks/define-block'

/** One step of a storyline: a short title (a year, a number) and its text. */
export const FieldStorylineItem = t.exact(
  t.type({ plainTitle: cmsField.text(), fieldTextContent: SafeHtml }),
  'FieldStorylineItem',
)
export type FieldStorylineItem = t.TypeOf<typeof FieldStorylineItem>

export const fieldStorylineItemSelection = `
  plainTitle fieldTextContent
`

export const fieldStorylineItemBlock = defineBlock({
  name: 'fieldStorylineItem',
  codec: FieldStorylineItem,
  selection: fieldStorylineItemSelection,
  parents: ['fieldStoryline'],
  sdl: `
    plainTitle: String
    fieldTextContent: String
  `,
  malformed: { raw: { plainTitle: 1998 }, path: 'plainTitle' },
})
