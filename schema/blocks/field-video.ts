import * as t from 'io-ts'
import { ImageField, VideoField, imageSelection, videoSelection } from '#schema/asset'
import { cmsField } from '#schema/blocks/cms-field'
import { VideoMode } from '#schema/blocks/block-options'

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
