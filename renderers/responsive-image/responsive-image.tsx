import type { ReactNode } from 'react'
import { preload } from 'react-dom'
import type { Image } from '#schema/asset'
import { modernImageFormats } from '#schema/image-widths'
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
  /**
   * Other images for other media (art direction), e.g. a phone crop: first match wins. `sizes`
   * when the crop is drawn at another width than the main image (a cover of another shape).
   */
  sources?: readonly { media: string; image: Image; sizes?: string }[]
  /** Overrides the image's alt text, e.g. `''` for a decorative background. */
  alt?: string
  className?: string
}

/**
 * An `<img>` with `srcset`/`sizes`, and always `width`/`height` so the page does not shift while
 * it loads; lazy unless `priority`. The one place that writes `<img>` and `<picture>` for CMS
 * images: when the CMS gave AVIF/WebP srcsets (schema/image-widths.ts, `modernImageFormats`) it
 * becomes a `<picture>` with a `<source type>` per format, best first, and the `<img>` in the
 * original format for browsers that decode neither; the HTML is the same for every browser, so
 * the page cache keeps one copy. With `sources` (art direction, e.g. a phone crop) each source's
 * formats come first, for its media.
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
  const pictureSources = [
    ...sources.flatMap((source) => sourcesOf(source.image, source.media, source.sizes ?? sizes, true)),
    ...sourcesOf(image, undefined, sizes, false),
  ]
  if (pictureSources.length === 0) return img
  return (
    <picture className={styles.picture}>
      {pictureSources.map((source) => (
        <source
          key={`${source.media ?? ''} ${source.type ?? ''}`}
          media={source.media}
          type={source.type}
          srcSet={source.srcSet}
          sizes={source.hasWidths ? source.sizes : undefined}
          width={source.image.width}
          height={source.image.height}
        />
      ))}
      {img}
    </picture>
  )
}

type PictureSource = {
  image: Image
  media: string | undefined
  type: string | undefined
  srcSet: string
  sizes: string
  /** Whether `srcSet` lists widths, so `sizes` applies. */
  hasWidths: boolean
}

/**
 * The `<source>`s of one image: one per modern format the CMS gave, and, when `withOriginal`
 * (an art-directed image, which the `<img>` does not cover), one in its original format.
 */
function sourcesOf(
  image: Image,
  media: string | undefined,
  sizes: string,
  withOriginal: boolean,
): PictureSource[] {
  const modern = modernImageFormats.flatMap(({ alias, type }) =>
    image[alias] ? [{ image, media, type, srcSet: image[alias], sizes, hasWidths: true }] : [],
  )
  if (!withOriginal) return modern
  const original = {
    image,
    media,
    type: undefined,
    srcSet: image.srcset || image.url,
    sizes,
    hasWidths: image.srcset !== '',
  }
  return [...modern, original]
}

/**
 * Preloads what the browser will pick: each art-directed source for its media, and the `<img>`
 * for what no source matches, in the best format the CMS gave (a `type` the browser cannot decode
 * is skipped by it, so such a browser fetches the `<img>` when it meets it instead). React dedupes
 * it with the preload it writes for an eager `<img>` outside a `<picture>` (same srcset and sizes),
 * so there is one link per image.
 */
function preloadImage(
  image: Image,
  sizes: string,
  sources: NonNullable<ResponsiveImageProps['sources']>,
): void {
  const options = (of: Image, media: string | undefined, ofSizes: string) => {
    const best = modernImageFormats.find(({ alias }) => of[alias] !== '')
    const srcset = best ? of[best.alias] : of.srcset
    return {
      as: 'image' as const,
      fetchPriority: 'high' as const,
      ...(srcset ? { imageSrcSet: srcset, imageSizes: ofSizes } : {}),
      ...(best ? { type: best.type } : {}),
      ...(media ? { media } : {}),
    }
  }
  for (const source of sources)
    preload(source.image.url, options(source.image, source.media, source.sizes ?? sizes))
  // With one source (the usual phone crop) the `<img>` serves exactly the other screens; with
  // more, the preload is not narrowed (a query for "none of these" gets long and brittle).
  const only = sources.length === 1 ? sources[0] : undefined
  preload(image.url, options(image, only ? notMedia(only.media) : undefined, sizes))
}

/** `not` negates a whole query, and needs a media type before a bare `(feature)`. */
function notMedia(media: string): string {
  return /^\s*(screen|all|print)\b/.test(media) ? `not ${media}` : `not all and ${media}`
}
