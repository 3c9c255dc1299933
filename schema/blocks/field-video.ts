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
import { VideoAudio, VideoMode } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/**
 * A video file (fieldVideo, with its mimeType) with controls, or playing muted in a loop, and its
 * captions (fieldCaptions: one WebVTT file per language, WCAG 1.2.2); for a silent video
 * (optionVideoAudio) those files describe what it shows (WCAG 1.2.1).
 */
export const FieldVideo = t.exact(
  t.type({
    fieldVideo: VideoField,
    fieldImage: ImageField,
    fieldCaptions: CaptionsField,
    optionVideo: cmsField.option(VideoMode, 'controls'),
    optionVideoAudio: cmsField.option(VideoAudio, 'sound'),
  }),
  'FieldVideo',
)
export type FieldVideo = t.TypeOf<typeof FieldVideo>

export const fieldVideoSelection = `
  optionVideo
  optionVideoAudio
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
    """
    sound, or silent: a video with no sound track, whose text tracks are descriptions of what it shows
    """
    optionVideoAudio: String
    fieldVideo: [AssetInterface]
    fieldImage: [AssetInterface]
    """
    WebVTT captions, one file per language, named <name>.<language>.vtt (showroom.it.vtt)
    """
    fieldCaptions: [AssetInterface]
  `,
  malformed: { raw: { fieldVideo: [{ url: 42 }] }, path: 'fieldVideo' },
})
