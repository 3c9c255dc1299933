import * as t from 'io-ts'
import { ImageField } from '#schema/asset'
import { cmsField } from '#schema/blocks/cms-field'
import { Alignment, ImageWidth } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/** A small pictogram (an SVG or PNG), sized by ImageWidth: small 32, medium 48, large 64, full 96 px. */
export const FieldIcon = t.exact(
  t.type({
    fieldImage: ImageField,
    optionImageWidth: cmsField.option(ImageWidth, 'medium'),
    optionAlignment: cmsField.option(Alignment, 'left'),
  }),
  'FieldIcon',
)
export type FieldIcon = t.TypeOf<typeof FieldIcon>

export const fieldIconSelection = `
  optionImageWidth optionAlignment
  fieldImage { url width height alt title }
`

export const fieldIconBlock = defineBlock({
  name: 'fieldIcon',
  codec: FieldIcon,
  selection: fieldIconSelection,
  parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
  sdl: `
    optionImageWidth: String
    optionAlignment: String
    fieldImage: [AssetInterface]
  `,
  malformed: { raw: { fieldImage: { url: '/icon.svg' } }, path: 'fieldImage' },
})
