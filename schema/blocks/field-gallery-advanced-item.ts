import * as t from 'io-ts'
import { ImageField, imageSelection } from '#schema/asset'
import { cmsField } from '#schema/blocks/cms-field'
import { defineBlock } from '#schema/blocks/define-block'

/** One image of an advanced gallery, with its caption. */
export const FieldGalleryAdvancedItem = t.exact(
  t.type({ fieldImage: ImageField, fieldCaptionImage: cmsField.text() }),
  'FieldGalleryAdvancedItem',
)
export type FieldGalleryAdvancedItem = t.TypeOf<typeof FieldGalleryAdvancedItem>

export const fieldGalleryAdvancedItemSelection = `
  fieldCaptionImage
  fieldImage { ${imageSelection} }
`

export const fieldGalleryAdvancedItemBlock = defineBlock({
  name: 'fieldGalleryAdvancedItem',
  codec: FieldGalleryAdvancedItem,
  selection: fieldGalleryAdvancedItemSelection,
  parents: ['fieldGalleryAdvanced'],
  sdl: `
    fieldImage: [AssetInterface]
    fieldCaptionImage: String
  `,
  malformed: { raw: { fieldCaptionImage: 12 }, path: 'fieldCaptionImage' },
})
