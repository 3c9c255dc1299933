import * as t from 'io-ts'
import { ImageField, imageSelection } from '#schema/asset'
import { cmsField } from '#schema/blocks/cms-field'
import { LinkField, emptyLink, linkSelection } from '#schema/blocks/link-field'
import { cmsList } from '#schema/blocks/list-items'
import { SafeHtml } from '#schema/blocks/safe-html'
import { defineBlock } from '#schema/blocks/define-block'

/** A percentage of the image's width or height, kept within 0..100. */
const Percent = new t.Type<number, number, unknown>(
  'Percent 0..100',
  (u): u is number => typeof u === 'number' && u >= 0 && u <= 100,
  (input, context) =>
    typeof input === 'number' && Number.isFinite(input)
      ? t.success(Math.min(100, Math.max(0, input)))
      : t.failure(input, context),
  t.identity,
)

/** A point on the picture (percent from the left and the top) with what it opens. */
export const Hotpoint = t.exact(
  t.type({
    hotpointCoordinateX: Percent,
    hotpointCoordinateY: Percent,
    hotpointContent: SafeHtml,
    hotpointLink: cmsField.orDefault(LinkField, emptyLink),
  }),
  'Hotpoint',
)
export type Hotpoint = t.TypeOf<typeof Hotpoint>

/** An image with hotpoints: each opens its content and link. */
export const FieldImageHotpoint = t.exact(
  t.type({ fieldImage: ImageField, hotpoints: cmsList(Hotpoint) }),
  'FieldImageHotpoint',
)
export type FieldImageHotpoint = t.TypeOf<typeof FieldImageHotpoint>

export const fieldImageHotpointSelection = `
  fieldImage { ${imageSelection} }
  hotpoints { ... on hotpoint_Entry { hotpointCoordinateX hotpointCoordinateY hotpointContent hotpointLink { ${linkSelection} } } }
`

export const fieldImageHotpointBlock = defineBlock({
  name: 'fieldImageHotpoint',
  codec: FieldImageHotpoint,
  selection: fieldImageHotpointSelection,
  parents: ['page', 'contentColumn', 'contentGroup'],
  sdl: `
    fieldImage: [AssetInterface]
    hotpoints: [hotpoints_MatrixField]!
  `,
  malformed: {
    raw: { hotpoints: [{ hotpointCoordinateX: 'left', hotpointCoordinateY: 20 }] },
    path: 'hotpointCoordinateX',
  },
})
