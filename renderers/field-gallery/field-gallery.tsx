import type { BlockRenderer } from '#runtime/define-block'
import { GalleryGrid } from '#renderers/lightbox/gallery-grid'

/** A grid of images opening in an accessible lightbox (code-split). */
export const FieldGallery: BlockRenderer<'fieldGallery'> = ({ props }) => (
  <GalleryGrid
    block="fieldGallery"
    title={props.fieldTitle}
    columns={props.fieldSelectGalleryColumns}
    items={props.fieldGallery.map((image) => ({ image, caption: image.title }))}
  />
)
