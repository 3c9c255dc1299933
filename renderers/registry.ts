import type { BlockRenderers } from '#runtime/define-block'
import { AnimatedNumber } from '#renderers/animated-number/animated-number'
import { FieldCard } from '#renderers/field-card/field-card'
import { FieldDownloadList } from '#renderers/field-download-list/field-download-list'
import { FieldEmbed } from '#renderers/field-embed/field-embed'
import { FieldForm } from '#renderers/field-form/field-form'
import { FieldFormCustom } from '#renderers/field-form-custom/field-form-custom'
import { FieldFormID } from '#renderers/field-form-id/field-form-id'
import { FieldGallery } from '#renderers/field-gallery/field-gallery'
import { FieldGalleryAdvanced } from '#renderers/field-gallery-advanced/field-gallery-advanced'
import { FieldGalleryAdvancedItem } from '#renderers/field-gallery-advanced-item/field-gallery-advanced-item'
import { FieldIcon } from '#renderers/field-icon/field-icon'
import { FieldImageHotpoint } from '#renderers/field-image-hotpoint/field-image-hotpoint'
import { FieldSliderFiniture } from '#renderers/field-slider-finiture/field-slider-finiture'
import { FieldStoryline } from '#renderers/field-storyline/field-storyline'
import { FieldStorylineItem } from '#renderers/field-storyline-item/field-storyline-item'
import { FieldVideo } from '#renderers/field-video/field-video'
import {
  AllCollection,
  AllDownload,
  AllInspiration,
  AllNews,
  AllProducts,
  AllProjects,
  ListCollection,
  ListDownload,
  ListInspiration,
  ListNews,
  ListProduct,
  ListProject,
} from '#renderers/list-blocks/list-blocks'
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
  allCollection: AllCollection,
  allDownload: AllDownload,
  allInspiration: AllInspiration,
  allNews: AllNews,
  allProducts: AllProducts,
  allProjects: AllProjects,
  animatedNumber: AnimatedNumber,
  fieldCard: FieldCard,
  fieldDownloadList: FieldDownloadList,
  fieldEmbed: FieldEmbed,
  fieldForm: FieldForm,
  fieldFormCustom: FieldFormCustom,
  fieldFormID: FieldFormID,
  fieldGallery: FieldGallery,
  fieldGalleryAdvanced: FieldGalleryAdvanced,
  fieldGalleryAdvancedItem: FieldGalleryAdvancedItem,
  fieldIcon: FieldIcon,
  fieldImageHotpoint: FieldImageHotpoint,
  fieldSliderFiniture: FieldSliderFiniture,
  fieldStoryline: FieldStoryline,
  fieldStorylineItem: FieldStorylineItem,
  fieldVideo: FieldVideo,
  listCollection: ListCollection,
  listDownload: ListDownload,
  listInspiration: ListInspiration,
  listNews: ListNews,
  listProduct: ListProduct,
  listProject: ListProject,
}
