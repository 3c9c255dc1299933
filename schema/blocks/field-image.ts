import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { ImageField, imageSelection } from '#schema/asset'
import { Alignment, ImageWidth } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/** One image, as wide as ImageWidth says, aligned in its container. No image: nothing shown. */
export const FieldImage = t.exact(
  t.type({
    fieldImage: ImageField,
    optionImageWidth: cmsField.option(ImageWidth, 'full'),
    optionAlignment: cmsField.option(Alignment, 'center'),
  }),
  'FieldImage',
)
export type FieldImage = t.TypeOf<typeof FieldImage>

export const fieldImageSelection = `
  optionImageWidth optionAlignment
  fieldImage { ${imageSelection} }
`

export const fieldImageBlock = defineBlock({
  name: 'fieldImage',
  codec: FieldImage,
  selection: fieldImageSelection,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    optionImageWidth: String
    optionAlignment: String
    fieldImage: [AssetInterface]
  `,
  malformed: { raw: { optionImageWidth: 3 }, path: 'optionImageWidth' },
})
