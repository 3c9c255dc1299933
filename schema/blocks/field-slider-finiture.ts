import * as t from 'io-ts'
import { ImageField } from '#schema/asset'
import { imageSelectionOf } from '#schema/image-widths'
import { cmsField } from '#schema/blocks/cms-field'
import { cmsList } from '#schema/blocks/list-items'
import { defineBlock } from '#schema/blocks/define-block'

/** How a swatch is drawn: round (a colour) or square (a fabric, a wood). */
export const SwatchShape = t.keyof({ round: null, square: null })

export const FinishSwatch = t.exact(
  t.type({
    fieldImage: ImageField,
    fieldCaptionImage: cmsField.text(),
    fieldFormatoIcona: cmsField.option(SwatchShape, 'round'),
  }),
  'FinishSwatch',
)
export type FinishSwatch = t.TypeOf<typeof FinishSwatch>

/** A finish entry (spec 3, finitureProdotto) with its swatch gallery. */
export const Finish = t.exact(
  t.type({
    id: cmsField.id(),
    title: cmsField.text(),
    fieldImage: ImageField,
    fieldLabelGalleryFinitura: cmsField.text(),
    finituraGallery: cmsList(FinishSwatch),
  }),
  'Finish',
)
export type Finish = t.TypeOf<typeof Finish>

/** The finishes a product comes in (selectFiniture), one slide each with its swatches. */
export const FieldSliderFiniture = t.exact(
  t.type({ fieldTitle: cmsField.text(), finishes: cmsList(Finish) }),
  'FieldSliderFiniture',
)
export type FieldSliderFiniture = t.TypeOf<typeof FieldSliderFiniture>

const swatch = imageSelectionOf(160, [80, 160])

export const fieldSliderFinitureSelection = `
  fieldTitle
  finishes: selectFiniture {
    id title
    ... on finish_Entry {
      fieldLabelGalleryFinitura
      fieldImage { ${imageSelectionOf(960, [480, 960])} }
      finituraGallery { ... on finishSwatch_Entry { fieldCaptionImage fieldFormatoIcona fieldImage { ${swatch} } } }
    }
  }
`

export const fieldSliderFinitureBlock = defineBlock({
  name: 'fieldSliderFiniture',
  codec: FieldSliderFiniture,
  selection: fieldSliderFinitureSelection,
  parents: ['page'],
  sdl: `
    fieldTitle: String
    selectFiniture: [EntryInterface]
  `,
  malformed: {
    raw: { finishes: [{ id: '1', finituraGallery: [{ fieldCaptionImage: 3 }] }] },
    path: 'fieldCaptionImage',
  },
})
