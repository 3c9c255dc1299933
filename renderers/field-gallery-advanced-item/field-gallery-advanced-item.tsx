import type { BlockRenderer } from '#runtime/define-block'
import { ResponsiveImage } from '#renderers/responsive-image/responsive-image'

/**
 * One captioned image. Inside its gallery the gallery draws it (with the lightbox); this renderer
 * is the item on its own, e.g. in a preview of the single block.
 */
export const FieldGalleryAdvancedItem: BlockRenderer<'fieldGalleryAdvancedItem'> = ({ props }) =>
  props.fieldImage ? (
    <figure data-block="fieldGalleryAdvancedItem" style={{ margin: 0 }}>
      <ResponsiveImage image={props.fieldImage} sizes="(min-width: 768px) 33vw, 50vw" />
      {props.fieldCaptionImage ? <figcaption>{props.fieldCaptionImage}</figcaption> : null}
    </figure>
  ) : null
