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
 * The GraphQL selection of an image field (inside `fieldImage { ... }`): `url` resized to `width`,
 * a `srcset` of `sizes`, its size, alt and title. Widths off the ladder do not compile.
 *
 * @example
 * imageSelectionOf(1600, [480, 960, 1600])
 * // 'url @transform(width: 1600) srcset(sizes: ["480", "960", "1600"]) width height alt title'
 */
export function imageSelectionOf(width: ImageWidth, sizes: readonly ImageWidth[]): string {
  const list = sizes.map((size) => `"${size}"`).join(', ')
  return `url @transform(width: ${width}) srcset(sizes: [${list}]) width height alt title`
}
