import type { Image } from '#schema/asset'
import type { MinHeight } from '#schema/blocks/block-options'

/** The share of the viewport's height a hero is at least, by `optionMinHeight` (runtime/styles/section.css.ts). */
const heightShare: Record<MinHeight, number | undefined> = {
  auto: undefined,
  small: undefined,
  half: 0.5,
  large: 0.75,
  screen: 1,
}

/**
 * The `sizes` of a picture that covers a full-width hero (object-fit: cover): 100vw while the
 * viewport is wider than the picture's shape, else the width the hero's height stretches it to.
 * A 9:16 phone crop in a screen-high hero on a 390 x 844 phone is drawn 474 px wide, not 390, so
 * at 3x the browser needs its 1440 w source, not the 1280 w one "100vw" would pick. Heroes sized by
 * their content have no height to go by: 100vw.
 *
 * @example coverSizes({ width: 1440, height: 2560, ... }, 'screen') // '(max-aspect-ratio: 563/1000) 56.25vh, 100vw'
 */
export function coverSizes(image: Image, minHeight: MinHeight): string {
  const share = heightShare[minHeight]
  if (share === undefined) return '100vw'
  // Below this viewport width:height the hero's height, not its width, decides the drawn width.
  const ratio = (image.width / image.height) * share
  return `(max-aspect-ratio: ${Math.round(ratio * 1000)}/1000) ${Number((ratio * 100).toFixed(2))}vh, 100vw`
}
