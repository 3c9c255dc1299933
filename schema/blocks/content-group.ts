import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { ImageField, imageSelection } from '#schema/asset'
import {
  Alignment,
  BackgroundColor,
  ContentWidth,
  Direction,
  MinHeight,
  Screen,
  TextColor,
} from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/** A section grouping blocks on a colour or an image; children stack unless Direction says row. */
export const ContentGroup = t.exact(
  t.type({
    optionResponsiveVisibility: cmsField.options(Screen),
    optionMinHeight: cmsField.option(MinHeight, 'auto'),
    optionAlignment: cmsField.option(Alignment, 'left'),
    optionDirection: cmsField.option(Direction, 'column'),
    optionBackgroundColor: cmsField.option(BackgroundColor, 'none'),
    optionContentWidth: cmsField.option(ContentWidth, 'normal'),
    optionTextColor: cmsField.option(TextColor, 'inherit'),
    fieldBackgroundImage: ImageField,
  }),
  'ContentGroup',
)
export type ContentGroup = t.TypeOf<typeof ContentGroup>

export const contentGroupSelection = `
  optionResponsiveVisibility optionMinHeight optionAlignment optionDirection optionBackgroundColor
  optionContentWidth optionTextColor
  fieldBackgroundImage { ${imageSelection} }
`

export const contentGroupBlock = defineBlock({
  name: 'contentGroup',
  codec: ContentGroup,
  selection: contentGroupSelection,
  parents: ['page'],
  section: true,
  sdl: `
    optionResponsiveVisibility: [String]
    optionMinHeight: String
    optionAlignment: String
    optionDirection: String
    optionBackgroundColor: String
    optionContentWidth: String
    optionTextColor: String
    fieldBackgroundImage: [AssetInterface]
  `,
  malformed: { raw: { fieldBackgroundImage: { url: '/a.jpg' } }, path: 'fieldBackgroundImage' },
})
