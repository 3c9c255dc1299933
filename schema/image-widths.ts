/**
 * The widths (px) an image is ever resized to (docs/security.md). The GraphQL selections ask for
 * these alone (`imageSelectionOf`, so every `srcset` is made of them) and the resize endpoint
 * snaps any other width to them, so a picture has a few sizes on disk, not one per number a
 * visitor cares to ask for. Covers phones at 1x (320) to wide screens at 2x (2560).
 */
export const imageWidths = [80, 160, 240, 320, 480, 640, 800, 960, 1280, 1440, 1600, 1920, 2560] as const
export type ImageWidth = (typeof imageWidths)[number]

/** The formats the resize endpoint writes (Craft's transform `format`). */
export const imageFormats = ['jpg', 'png', 'webp', 'avif'] as const
export type ImageFormat = (typeof imageFormats)[number]

/** The qualities the resize endpoint writes; 80 when none is asked for. */
export const imageQualities = [60, 80, 90] as const
export type ImageQuality = (typeof imageQualities)[number]
export const defaultImageQuality: ImageQuality = 80

/** The ladder's width for a wanted one: the first at least as wide, the widest past the top. */
export function snapImageWidth(width: number): ImageWidth {
  return imageWidths.find((step) => step >= width) ?? imageWidths[imageWidths.length - 1]!
}

/**
 * The formats a page offers besides the original (JPEG/PNG), best first, with the quality each
 * is asked in: a browser takes the first `<source type>` it can decode (renderers/responsive-image).
 * AVIF at 60 looks like JPEG at 80 and weighs about half of it.
 */
export const modernImageFormats = [
  { format: 'avif', type: 'image/avif', quality: 60, alias: 'avifSrcset' },
  { format: 'webp', type: 'image/webp', quality: 80, alias: 'webpSrcset' },
] as const satisfies readonly { format: ImageFormat; type: string; quality: ImageQuality; alias: string }[]

/**
 * The GraphQL selection of an image field (inside `fieldImage { ... }`): `url` resized to `width`,
 * a `srcset` of `sizes` in the original format and one per modern format (aliased `avifSrcset`,
 * `webpSrcset`), its size, alt and title. Widths off the ladder do not compile.
 *
 * @example
 * imageSelectionOf(1600, [480, 960])
 * // 'url @transform(width: 1600) srcset(sizes: ["480", "960"])
 * //  avifSrcset: srcset(sizes: ["480", "960"]) @transform(format: "avif", quality: 60)
 * //  webpSrcset: srcset(sizes: ["480", "960"]) @transform(format: "webp", quality: 80) width height alt title'
 */
export function imageSelectionOf(width: ImageWidth, sizes: readonly ImageWidth[]): string {
  const list = `sizes: [${sizes.map((size) => `"${size}"`).join(', ')}]`
  const modern = modernImageFormats.map(
    ({ alias, format, quality }) =>
      `${alias}: srcset(${list}) @transform(format: "${format}", quality: ${quality})`,
  )
  return [`url @transform(width: ${width}) srcset(${list})`, ...modern, 'width height alt title'].join(' ')
}
