import type { BlockRenderer } from '#runtime/define-block'
import { GalleryGrid } from '#renderers/lightbox/gallery-grid'
import type { LightboxItem } from '#renderers/lightbox/lightbox'

/**
 * A captioned gallery in fieldSelectGalleryColumns columns. Its items are its children
 * (fieldGalleryAdvancedItem); it lays them out itself, from their decoded props, so the lightbox
 * can move between them.
 */
export const FieldGalleryAdvanced: BlockRenderer<'fieldGalleryAdvanced'> = ({ props, node }) => {
  const items = node.children.flatMap((child): LightboxItem[] =>
    child.type === 'fieldGalleryAdvancedItem' && child.props.fieldImage
      ? [{ image: child.props.fieldImage, caption: child.props.fieldCaptionImage }]
      : [],
  )
  return (
    <GalleryGrid
      block="fieldGalleryAdvanced"
      itemBlock="fieldGalleryAdvancedItem"
      title={props.fieldTitle}
      columns={props.fieldSelectGalleryColumns}
      items={items}
    />
  )
}
