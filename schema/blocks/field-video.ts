import * as t from 'io-ts'
import { ImageField, VideoField, imageSelection, videoSelection } from '#schema/asset'
import { cmsField } from '#schema/blocks/cms-field'
import { VideoMode } from '#schema/blocks/block-options'
import { defineBlock } from '#schema/blocks/define-block'

/** A video file (fieldVideo, with its mimeType) with controls, or playing muted in a loop. */
export const FieldVideo = t.exact(
  t.type({
    fieldVideo: VideoField,
    fieldImage: ImageField,
    optionVideo: cmsField.option(VideoMode, 'controls'),
  }),
  'FieldVideo',
)
export type FieldVideo = t.TypeOf<typeof FieldVideo>

export const fieldVideoFragment = `fragment fieldVideo on contentBlocks_fieldVideo_BlockType {
  optionVideo
  fieldVideo { ${videoSelection} }
  fieldImage { ${imageSelection} }
}`

export const fieldVideoBlock = defineBlock({
  name: 'fieldVideo',
  codec: FieldVideo,
  fragment: fieldVideoFragment,
  parents: ['page', 'contentColumn', 'contentGroup'],
  sdl: `
    """
    controls or autoplay (muted, looping)
    """
    optionVideo: String
    fieldVideo: [AssetInterface]
    fieldImage: [AssetInterface]
  `,
  malformed: { raw: { fieldVideo: [{ url: 42 }] }, path: 'fieldVideo' },
})
