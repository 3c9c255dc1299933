import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { SafeUrl } from '#schema/safe-url-codec'
import { defineBlock } from '#schema/blocks/define-block'

/** A call to an external form: a title, a subtitle and the form's address (fieldUrl). */
export const FieldFormCustom = t.exact(
  t.type({ fieldTitle: cmsField.text(), fieldSubtitle: cmsField.text(), fieldUrl: SafeUrl }),
  'FieldFormCustom',
)
export type FieldFormCustom = t.TypeOf<typeof FieldFormCustom>

export const fieldFormCustomSelection = `
  fieldTitle fieldSubtitle fieldUrl
`

export const fieldFormCustomBlock = defineBlock({
  name: 'fieldFormCustom',
  codec: FieldFormCustom,
  selection: fieldFormCustomSelection,
  parents: ['page', 'contentColumn', 'contentGroup'],
  sdl: `
    fieldTitle: String
    fieldSubtitle: String
    fieldUrl: String
  `,
  malformed: { raw: { fieldUrl: ['https://example.com'] }, path: 'fieldUrl' },
})
