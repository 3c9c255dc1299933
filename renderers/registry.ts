import type { BlockRenderers } from '#runtime/define-block'
import { ContentColumn } from '#renderers/content-column/content-column'
import { ContentColumns } from '#renderers/content-columns/content-columns'
import { ContentGroup } from '#renderers/content-group/content-group'
import { ContentHero } from '#renderers/content-hero/content-hero'
import { FieldButtons } from '#renderers/field-buttons/field-buttons'
import { FieldImage } from '#renderers/field-image/field-image'
import { FieldSeparator } from '#renderers/field-separator/field-separator'
import { FieldSpacer } from '#renderers/field-spacer/field-spacer'
import { FieldTextContent } from '#renderers/field-text-content/field-text-content'
import { FieldTitle } from '#renderers/field-title/field-title'

/**
 * The renderer of every block (schema/blocks/block-codecs): a mapped type over the block names,
 * so a codec without a renderer here, or a line here for no codec, does not compile. The site
 * passes it to `<PageTree renderers={blockRenderers}>`.
 */
export const blockRenderers: BlockRenderers = {
  contentColumns: ContentColumns,
  contentColumn: ContentColumn,
  contentGroup: ContentGroup,
  contentHero: ContentHero,
  fieldTitle: FieldTitle,
  fieldTextContent: FieldTextContent,
  fieldImage: FieldImage,
  fieldSpacer: FieldSpacer,
  fieldSeparator: FieldSeparator,
  fieldButtons: FieldButtons,
}
