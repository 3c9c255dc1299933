import * as t from 'io-ts'
import {
  CaptionsField,
  ImageField,
  VideoField,
  captionsSelection,
  imageSelection,
  videoSelection,
} from '#schema/asset'
import { cmsField } from '#schema/blocks/cms-field'
import { VideoMode } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/**
 * A video file (fieldVideo, with its mimeType) with controls, or playing muted in a loop, and its
 * captions (fieldCaptions: one WebVTT file per language, WCAG 1.2.2).
 */
export const FieldVideo = t.exact(
  t.type({
    fieldVideo: VideoField,
    fieldImage: ImageField,
    fieldCaptions: CaptionsField,
    optionVideo: cmsField.option(VideoMode, 'controls'),
  }),
  'FieldVideo',
)
export type FieldVideo = t.TypeOf<typeof FieldVideo>

export const fieldVideoSelection = `
  optionVideo
  fieldVideo { ${videoSelection} }
  fieldImage { ${imageSelection} }
  fieldCaptions { ${captionsSelection} }
`

export const fieldVideoBlock = defineBlock({
  name: 'fieldVideo',
  codec: FieldVideo,
  selection: fieldVideoSelection,
  parents: ['page', 'contentColumn', 'contentGroup'],
  sdl: `
    """
    controls or autoplay (muted, looping)
    """
    optionVideo: String
    fieldVideo: [AssetInterface]
    fieldImage: [AssetInterface]
    """
    WebVTT captions, one file per language, named <name>.<language>.vtt (showroom.it.vtt)
    """
    fieldCaptions: [AssetInterface]
  `,
  malformed: { raw: { fieldVideo: [{ url: 42 }] }, path: 'fieldVideo' },
})
