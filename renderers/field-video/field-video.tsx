import type { BlockRenderer } from '#runtime/define-block'
import { useBlockContext } from '#renderers/block-context/block-context'

/**
 * A video file with its mimeType. `controls`: the player's controls, nothing loads before play
 * but the metadata; `autoplay`: muted, looping, inline, like a moving picture. The poster
 * (fieldImage) keeps the box sized before the video loads.
 */
export const FieldVideo: BlockRenderer<'fieldVideo'> = ({ props }) => {
  const { labels } = useBlockContext()
  const video = props.fieldVideo
  if (!video) return null
  const poster = props.fieldImage
  const autoplay = props.optionVideo === 'autoplay'
  return (
    <figure data-block="fieldVideo" style={{ margin: 0, width: '100%' }}>
      <video
        style={{
          width: '100%',
          height: 'auto',
          display: 'block',
          aspectRatio: poster ? `${poster.width} / ${poster.height}` : '16 / 9',
        }}
        poster={poster?.url}
        width={poster?.width}
        height={poster?.height}
        controls={!autoplay}
        autoPlay={autoplay}
        muted={autoplay}
        loop={autoplay}
        playsInline
        preload={autoplay ? 'auto' : 'metadata'}
        aria-label={poster?.alt || labels.video}
      >
        <source src={video.url} type={video.mimeType || undefined} />
      </video>
    </figure>
  )
}
