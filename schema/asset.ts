import * as t from 'io-ts'
import { safeSrcset, safeUrl } from './safe-url'
import { SafeUrl } from './safe-url-codec'
import { imageSelectionOf } from './image-widths'
import { WrappingType } from './wrapping-type'

/**
 * An image ready to lay out: every field is set, so a renderer can always write `width`/`height`
 * (no layout shift) and `alt`.
 *
 * Decided for the raw `[AssetInterface]` lists the CMS returns (see {@link ImageField}):
 * - the first asset of the list is the image; an empty list or null is "no image" (`null`);
 * - an asset without a `url` is a private file (a login-restricted download): it cannot be shown
 *   in an `<img>`, so it is "no image" too; downloads reach such files through the download gate;
 * - an asset without `width`/`height` (not an image, or an SVG Craft could not measure) is "no
 *   image" as well: laying it out unsized would shift the page;
 * - a missing `alt` is `''` (decorative), a missing `srcset` is `''` (the `url` alone is used);
 *   a missing `avifSrcset`/`webpSrcset` is `''` (no `<source>` of that format);
 * - a `javascript:` or other unsafe URL is no URL (schema/safe-url.ts): no image; an unsafe
 *   `srcset` is `''`.
 */
export const Image = t.type({
  url: SafeUrl,
  width: t.number,
  height: t.number,
  alt: t.string,
  title: t.string,
  srcset: t.string,
  /** The srcset again in AVIF and in WebP (schema/image-widths.ts, `modernImageFormats`). */
  avifSrcset: t.string,
  webpSrcset: t.string,
})
export type Image = t.TypeOf<typeof Image>

/** A video file (spec 3: url, mimeType); `mimeType` is `''` when the CMS does not know it. */
export const Video = t.type({ url: SafeUrl, mimeType: t.string })
export type Video = t.TypeOf<typeof Video>

/** The GraphQL selection for an image field, to put inside `fieldImage { ... }`. */
export const imageSelection = imageSelectionOf(1600, [480, 960, 1600])

/** The GraphQL selection for a video field. */
export const videoSelection = 'url mimeType'

/** A video's captions: a WebVTT file and the language it is written in. */
export const Captions = t.type({ url: SafeUrl, language: t.string })
export type Captions = t.TypeOf<typeof Captions>

/** The GraphQL selection for a captions field. */
export const captionsSelection = 'url filename'

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null])

/** One asset as the CMS sends it: every field nullable, and left out when the query did not select it. */
const RawAsset = t.partial({
  url: nullable(t.string),
  width: nullable(t.number),
  height: nullable(t.number),
  alt: nullable(t.string),
  title: nullable(t.string),
  srcset: nullable(t.string),
  avifSrcset: nullable(t.string),
  webpSrcset: nullable(t.string),
  mimeType: nullable(t.string),
  filename: nullable(t.string),
})
type RawAsset = t.TypeOf<typeof RawAsset>

const RawAssetList = t.union([t.null, t.undefined, t.array(t.union([t.null, RawAsset]))])

function firstAsset<A>(
  name: string,
  is: t.Is<A>,
  toValue: (raw: RawAsset) => A | null,
): WrappingType<A | null, unknown, typeof RawAssetList> {
  return new WrappingType<A | null, unknown, typeof RawAssetList>(
    name,
    (u): u is A | null => u === null || is(u),
    (input, context) => {
      const decoded = RawAssetList.validate(input, context)
      if (decoded._tag === 'Left') return decoded
      const first = decoded.right?.find((asset): asset is RawAsset => asset !== null)
      return t.success(first === undefined ? null : toValue(first))
    },
    t.identity,
    RawAssetList,
  )
}

/** An asset field (`[AssetInterface]`) decoded to its first image, or `null`: see {@link Image}. */
export const ImageField = firstAsset('ImageField', Image.is, (raw) => {
  const url = safeUrl(raw.url ?? '')
  if (!url || !raw.width || !raw.height) return null
  return {
    url,
    width: raw.width,
    height: raw.height,
    alt: raw.alt ?? '',
    title: raw.title ?? '',
    srcset: safeSrcset(raw.srcset ?? ''),
    avifSrcset: safeSrcset(raw.avifSrcset ?? ''),
    webpSrcset: safeSrcset(raw.webpSrcset ?? ''),
  }
})
export type ImageField = t.TypeOf<typeof ImageField>

/** An asset field decoded to its first video file, or `null` (no asset, or a private one). */
export const VideoField = firstAsset('VideoField', Video.is, (raw) => {
  const url = safeUrl(raw.url ?? '')
  return url ? { url, mimeType: raw.mimeType ?? '' } : null
})
export type VideoField = t.TypeOf<typeof VideoField>

/**
 * A captions field (`[AssetInterface]`): every WebVTT file of the list, each in the language its
 * file name ends with (`showroom.it.vtt`, `showroom.en.vtt`), as a `<track srclang>` needs. A file
 * without a language, or without a public URL, is left out.
 */
export const CaptionsField = new WrappingType<Captions[], unknown, typeof RawAssetList>(
  'CaptionsField',
  (u): u is Captions[] => Array.isArray(u) && u.every(Captions.is),
  (input, context) => {
    const decoded = RawAssetList.validate(input, context)
    if (decoded._tag === 'Left') return decoded
    return t.success(
      (decoded.right ?? []).flatMap((raw) => {
        const url = safeUrl(raw?.url ?? '')
        const language = /\.([a-z]{2})\.vtt$/i.exec(raw?.filename ?? '')?.[1]?.toLowerCase()
        return url && language ? [{ url, language }] : []
      }),
    )
  },
  t.identity,
  RawAssetList,
)
