import { localeCodes, locales } from '#schema/locale'
import type { BlockRenderer } from '#runtime/define-block'
import { useBlockContext } from '#renderers/block-context/block-context'

/** A captions track is named in its own language, as players list them. */
const languageNames: Readonly<Record<string, string>> = Object.fromEntries(
  localeCodes.map((code) => [code, locales[code].name]),
)

/**
 * A video file with its mimeType. `controls`: the player's controls, nothing loads before play
 * but the metadata; `autoplay`: muted, looping, inline, like a moving picture. The poster
 * (fieldImage) keeps the box sized before the video loads. Captions in every language the CMS
 * gives, the page's language on by default. A silent video has no sound to caption: its tracks are
 * descriptions of what it shows, listed as such (WCAG 1.2.1).
 */
export const FieldVideo: BlockRenderer<'fieldVideo'> = ({ props }) => {
  const { labels, locale } = useBlockContext()
  const video = props.fieldVideo
  if (!video) return null
  const poster = props.fieldImage
  const autoplay = props.optionVideo === 'autoplay'
  const silent = props.optionVideoAudio === 'silent'
  return (
    <figure data-block="fieldVideo" style={{ margin: 0, width: '100%' }}>
      {/* The captions are the <track>s drawn from fieldCaptions below, which the rule cannot see. */}
      {/* eslint-disable-next-line jsx-a11y-x/media-has-caption */}
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
        {props.fieldCaptions.map((captions) => (
          <track
            key={captions.url}
            kind={silent ? 'descriptions' : 'captions'}
            src={captions.url}
            srcLang={captions.language}
            label={
              silent
                ? labels.videoDescription(languageNames[captions.language] ?? captions.language)
                : (languageNames[captions.language] ?? captions.language)
            }
            default={captions.language === locale}
          />
        ))}
      </video>
    </figure>
  )
}
