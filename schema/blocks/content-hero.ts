import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { ImageField, VideoField, videoSelection } from '#schema/asset'
import { imageSelectionOf } from '#schema/image-widths'
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

/**
 * The opening section: content over a background image or video, each with an optional variant
 * for phones (below md). `optionSwitch` lays a dark scrim over the background so light text reads
 * on a busy photo. A video plays muted in a loop, with the image as its poster.
 */
export const ContentHero = t.exact(
  t.type({
    optionResponsiveVisibility: cmsField.options(Screen),
    optionMinHeight: cmsField.option(MinHeight, 'large'),
    optionAlignment: cmsField.option(Alignment, 'left'),
    optionDirection: cmsField.option(Direction, 'column'),
    optionBackgroundColor: cmsField.option(BackgroundColor, 'charcoal'),
    optionContentWidth: cmsField.option(ContentWidth, 'normal'),
    optionTextColor: cmsField.option(TextColor, 'inherit'),
    optionSwitch: cmsField.flag(false),
    fieldBackgroundImage: ImageField,
    fieldBackgroundVideo: VideoField,
    fieldBackgroundImageMobile: ImageField,
    fieldBackgroundVideoMobile: VideoField,
  }),
  'ContentHero',
)
export type ContentHero = t.TypeOf<typeof ContentHero>

/**
 * A hero covers the screen, so its pictures get more steps than other images: a wide screen at
 * 1x up to 1920; a phone crop up to 1440, what a 390 x 844 phone at 3x needs to cover its height
 * with a 9:16 picture (474 CSS px wide, 1424 device pixels).
 */
const heroImageSelection = imageSelectionOf(1600, [640, 960, 1280, 1600, 1920])
const heroMobileImageSelection = imageSelectionOf(960, [480, 640, 960, 1280, 1440])

export const contentHeroSelection = `
  optionResponsiveVisibility optionMinHeight optionAlignment optionDirection optionBackgroundColor
  optionContentWidth optionTextColor optionSwitch
  fieldBackgroundImage { ${heroImageSelection} }
  fieldBackgroundVideo { ${videoSelection} }
  fieldBackgroundImageMobile { ${heroMobileImageSelection} }
  fieldBackgroundVideoMobile { ${videoSelection} }
`

export const contentHeroBlock = defineBlock({
  name: 'contentHero',
  codec: ContentHero,
  selection: contentHeroSelection,
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
    optionSwitch: Boolean
    fieldBackgroundImage: [AssetInterface]
    fieldBackgroundVideo: [AssetInterface]
    fieldBackgroundImageMobile: [AssetInterface]
    fieldBackgroundVideoMobile: [AssetInterface]
  `,
  malformed: { raw: { fieldBackgroundVideo: [{ url: 42 }] }, path: 'fieldBackgroundVideo' },
})
