import type { ReactNode } from 'react'
import type { Image } from '#schema/asset'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/responsive-image/responsive-image.css'

export type ResponsiveImageProps = {
  image: Image
  /** How wide the image is drawn, for the browser to pick from `srcset`. */
  sizes?: string
  /** Above the fold (a hero): load at once, with high priority, instead of lazily. */
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
