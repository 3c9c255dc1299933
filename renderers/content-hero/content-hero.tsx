import type { ReactNode } from 'react'
import type { Image, Video } from '#schema/asset'
import type { MinHeight } from '#schema/blocks/block-options'
import type { BlockRenderer } from '#runtime/define-block'
import { backgroundColor, textColor } from '#runtime/styles/block-colors.css'
import { maxWidth } from '#runtime/styles/breakpoints'
import { flowLayout, visibility } from '#runtime/styles/layout-options'
import { minHeight, painted, section, sectionContent, sectionMedia } from '#runtime/styles/section.css'
import { sprinkles } from '#runtime/styles/sprinkles.css'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/content-hero/content-hero.css'
import { coverSizes } from '#renderers/content-hero/cover-sizes'
import { useIsLeadImage } from '#renderers/lead-image/lead-image'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

const phones = maxWidth('md')

/**
 * The opening section: its blocks over a background image or video. The phone variants reach
 * small screens only: the image through `<picture><source media>`, the video through
 * `<source media>` (or, with no desktop video, a phone-only layer). The image loads with
 * priority when it is the page's lead image (renderers/lead-image: the largest paint), lazily
 * otherwise; the background is decorative, so its alt is empty.
 */
export const ContentHero: BlockRenderer<'contentHero'> = ({ props, node, children }) => {
  const lead = useIsLeadImage(node.id)
  const image = props.fieldBackgroundImage ?? props.fieldBackgroundImageMobile
  const hasMedia =
    image !== null || props.fieldBackgroundVideo !== null || props.fieldBackgroundVideoMobile !== null
  // Over a photo or video, text that the editor left to inherit is light; either way a layer
  // under it keeps it legible whatever the photo (content-hero.css.ts, legibleScrim).
  const text = hasMedia && props.optionTextColor === 'inherit' ? 'light' : props.optionTextColor
  return (
    <section
      data-block="contentHero"
      className={classNames(
        section,
        painted,
        styles.hero,
        backgroundColor[props.optionBackgroundColor],
        textColor[text],
        minHeight[props.optionMinHeight],
        sprinkles({ display: visibility(props.optionResponsiveVisibility, 'grid') }),
      )}
    >
      {hasMedia && (
        <div className={sectionMedia}>
          {heroMedia(
            props.fieldBackgroundImage,
            props.fieldBackgroundImageMobile,
            props.fieldBackgroundVideo,
            props.fieldBackgroundVideoMobile,
            lead,
            props.optionMinHeight,
          )}
          <div className={styles.legibleScrim[text === 'inherit' ? 'light' : text]} />
          {props.optionSwitch && <div className={styles.scrim} />}
        </div>
      )}
      <div
        data-align={props.optionAlignment}
        className={classNames(
          sectionContent,
          sprinkles({
            display: 'flex',
            ...flowLayout(props.optionDirection, props.optionAlignment),
            maxWidth: props.optionContentWidth,
          }),
        )}
      >
        {children}
      </div>
    </section>
  )
}

function heroMedia(
  image: Image | null,
  imageMobile: Image | null,
  video: Video | null,
  videoMobile: Video | null,
  lead: boolean,
  minHeight: MinHeight,
): ReactNode {
  const poster = image ?? imageMobile
  // Each picture covers the hero: its own shape decides how wide it is drawn (cover-sizes).
  const picture = poster && (
    <ResponsiveImage
      image={poster}
      alt=""
      fill
      priority={lead}
      sizes={coverSizes(poster, minHeight)}
      sources={
        image && imageMobile
          ? [{ media: phones, image: imageMobile, sizes: coverSizes(imageMobile, minHeight) }]
          : []
      }
    />
  )
  if (video) {
    return (
      <BackgroundVideo poster={poster}>
        {videoMobile && (
          <source src={videoMobile.url} type={videoMobile.mimeType || undefined} media={phones} />
        )}
        <source src={video.url} type={video.mimeType || undefined} />
      </BackgroundVideo>
    )
  }
  if (videoMobile) {
    return (
      <>
        {picture && <div className={styles.desktopOnly}>{picture}</div>}
        <BackgroundVideo poster={imageMobile ?? poster} className={styles.mobileOnly}>
          <source src={videoMobile.url} type={videoMobile.mimeType || undefined} />
        </BackgroundVideo>
      </>
    )
  }
  return picture
}

function BackgroundVideo({
  poster,
  className,
  children,
}: {
  poster: Image | null
  className?: string
  children: ReactNode
}) {
  return (
    <video
      className={classNames(styles.video, className)}
      poster={poster?.url}
      autoPlay
      muted
      loop
      playsInline
      preload="metadata"
      aria-hidden="true"
    >
      {children}
    </video>
  )
}
