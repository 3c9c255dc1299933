import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import type { Image } from '#schema/asset'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/responsive-image/responsive-image.css'

export type ResponsiveImageProps = {
  image: Image
  /** How wide the image is drawn, for the browser to pick from `srcset`. */
  sizes?: string
  /**
   * The page's lead image (a hero, a product's picture): preloaded from the head, loaded at once
   * with high priority instead of lazily.
   */
  priority?: boolean
  /** Cover the positioned parent (object-fit: cover), for backgrounds. */
  fill?: boolean
  /** Other images for other media (art direction), e.g. a phone crop: first match wins. */
  sources?: readonly { media: string; image: Image }[]
  /** Overrides the image's alt text, e.g. `''` for a decorative background. */
  alt?: string
  className?: string
}

/**
 * An `<img>` with `srcset`/`sizes`, and always `width`/`height` so the page does not shift while
 * it loads; lazy unless `priority`. With `sources` it becomes a `<picture>`.
 * A `priority` image is also preloaded (`<link rel="preload" as="image" imagesrcset imagesizes
 * fetchpriority="high">` in the head, React 19's `preload`), each source for its media, so the
 * browser starts it before the CSS and the script are in.
 *
 * @example <ResponsiveImage image={hero} priority fill sources={[{ media: maxWidth('md'), image: heroMobile }]} />
 */
export function ResponsiveImage({
  image,
  sizes = '100vw',
  priority = false,
  fill = false,
  sources = [],
  alt,
  className,
}: ResponsiveImageProps): ReactNode {
  if (priority) preloadImage(image, sizes, sources)
  const img = (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? sizes : undefined}
      width={image.width}
      height={image.height}
      alt={alt ?? image.alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding={priority ? 'auto' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={classNames(styles.image, fill && styles.fill, className)}
    />
  )
  if (sources.length === 0) return img
  return (
    <picture className={styles.picture}>
      {sources.map((source) => (
        <source
          key={source.media}
          media={source.media}
          srcSet={source.image.srcset || source.image.url}
          sizes={source.image.srcset ? sizes : undefined}
          width={source.image.width}
          height={source.image.height}
        />
      ))}
      {img}
    </picture>
  )
}

/**
 * Preloads what the browser will pick: each art-directed source for its media, and the `<img>`
 * for what no source matches. React dedupes it with the preload it writes for an eager `<img>`
 * outside a `<picture>` (same srcset and sizes), so there is one link per image.
 */
function preloadImage(
  image: Image,
  sizes: string,
  sources: NonNullable<ResponsiveImageProps['sources']>,
): void {
  const options = (of: Image, media: string | undefined) => ({
    as: 'image' as const,
    fetchPriority: 'high' as const,
    ...(of.srcset ? { imageSrcSet: of.srcset, imageSizes: sizes } : {}),
    ...(media ? { media } : {}),
  })
  for (const source of sources) preload(source.image.url, options(source.image, source.media))
  // With one source (the usual phone crop) the `<img>` serves exactly the other screens; with
  // more, the preload is not narrowed (a query for "none of these" gets long and brittle).
  const only = sources.length === 1 ? sources[0] : undefined
  preload(image.url, options(image, only ? notMedia(only.media) : undefined))
}

/** `not` negates a whole query, and needs a media type before a bare `(feature)`. */
function notMedia(media: string): string {
  return /^\s*(screen|all|print)\b/.test(media) ? `not ${media}` : `not all and ${media}`
}
