import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { defineBlock } from '#schema/blocks/define-block'

/** A gallery of captioned items (its children, fieldGalleryAdvancedItem) in 1 to 6 columns, with a lightbox. */
export const FieldGalleryAdvanced = t.exact(
  t.type({
    fieldTitle: cmsField.text(),
    fieldSelectGalleryColumns: cmsField.integer({ min: 1, max: 6, fallback: 3 }),
  }),
  'FieldGalleryAdvanced',
)
export type FieldGalleryAdvanced = t.TypeOf<typeof FieldGalleryAdvanced>

export const fieldGalleryAdvancedSelection = `
  fieldTitle fieldSelectGalleryColumns
`

export const fieldGalleryAdvancedBlock = defineBlock({
  name: 'fieldGalleryAdvanced',
  codec: FieldGalleryAdvanced,
  selection: fieldGalleryAdvancedSelection,
  parents: ['page', 'contentGroup'],
  sdl: `
    fieldTitle: String
    fieldSelectGalleryColumns: Int
  `,
  malformed: { raw: { fieldSelectGalleryColumns: 'four' }, path: 'fieldSelectGalleryColumns' },
})
