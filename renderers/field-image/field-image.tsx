import type { ImageWidth } from '#schema/blocks/block-options'
import type { BlockRenderer } from '#runtime/define-block'
import { classNames } from '#renderers/class-names'
import * as styles from '#renderers/field-image/field-image.css'
import { useIsLeadImage } from '#renderers/lead-image/lead-image'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

// The largest the image is drawn at each width option (content is at most 1440 px wide).
const sizes: { readonly [W in ImageWidth]: string } = {
  full: '(min-width: 1440px) 1440px, 100vw',
  large: '(min-width: 1440px) 1080px, 75vw',
  medium: '(min-width: 1440px) 720px, 50vw',
  small: '(min-width: 1440px) 480px, 33vw',
}

/**
 * One image at the chosen width and alignment; no image (empty or private asset), nothing.
 * Lazy, unless it is the page's lead image (renderers/lead-image).
 */
export const FieldImage: BlockRenderer<'fieldImage'> = ({ props, node }) => {
  const lead = useIsLeadImage(node.id)
  const image = props.fieldImage
  if (image === null) return null
  return (
    <figure
      data-block="fieldImage"
      className={classNames(
        styles.figure,
        styles.width[props.optionImageWidth],
        styles.alignment[props.optionAlignment],
      )}
    >
      <ResponsiveImage
        image={image}
        sizes={sizes[props.optionImageWidth]}
        priority={lead}
        className={styles.image}
      />
    </figure>
  )
}
