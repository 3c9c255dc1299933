import type * as t from 'io-ts'
import type { BlockKind } from '#schema/allowed-children'
import { AllCollection, allCollectionFragment } from '#schema/blocks/all-collection'
import { AllDownload, allDownloadFragment } from '#schema/blocks/all-download'
import { AllInspiration, allInspirationFragment } from '#schema/blocks/all-inspiration'
import { AllNews, allNewsFragment } from '#schema/blocks/all-news'
import { AllProducts, allProductsFragment } from '#schema/blocks/all-products'
import { AllProjects, allProjectsFragment } from '#schema/blocks/all-projects'
import { AnimatedNumber, animatedNumberFragment } from '#schema/blocks/animated-number'
import { FieldCard, fieldCardFragment } from '#schema/blocks/field-card'
import { FieldDownloadList, fieldDownloadListFragment } from '#schema/blocks/field-download-list'
import { FieldEmbed, fieldEmbedFragment } from '#schema/blocks/field-embed'
import { FieldForm, fieldFormFragment } from '#schema/blocks/field-form'
import { FieldFormCustom, fieldFormCustomFragment } from '#schema/blocks/field-form-custom'
import { FieldFormID, fieldFormIDFragment } from '#schema/blocks/field-form-id'
import { FieldGallery, fieldGalleryFragment } from '#schema/blocks/field-gallery'
import { FieldGalleryAdvanced, fieldGalleryAdvancedFragment } from '#schema/blocks/field-gallery-advanced'
import {
  FieldGalleryAdvancedItem,
  fieldGalleryAdvancedItemFragment,
} from '#schema/blocks/field-gallery-advanced-item'
import { FieldIcon, fieldIconFragment } from '#schema/blocks/field-icon'
import { FieldImageHotpoint, fieldImageHotpointFragment } from '#schema/blocks/field-image-hotpoint'
import { FieldSliderFiniture, fieldSliderFinitureFragment } from '#schema/blocks/field-slider-finiture'
import { FieldStoryline, fieldStorylineFragment } from '#schema/blocks/field-storyline'
import { FieldStorylineItem, fieldStorylineItemFragment } from '#schema/blocks/field-storyline-item'
import { FieldVideo, fieldVideoFragment } from '#schema/blocks/field-video'
import { ListCollection, listCollectionFragment } from '#schema/blocks/list-collection'
import { ListDownload, listDownloadFragment } from '#schema/blocks/list-download'
import { ListInspiration, listInspirationFragment } from '#schema/blocks/list-inspiration'
import { ListNews, listNewsFragment } from '#schema/blocks/list-news'
import { ListProduct, listProductFragment } from '#schema/blocks/list-product'
import { ListProject, listProjectFragment } from '#schema/blocks/list-project'
import { ContentColumn, contentColumnFragment } from '#schema/blocks/content-column'
import { ContentColumns, contentColumnsFragment } from '#schema/blocks/content-columns'
import { ContentGroup, contentGroupFragment } from '#schema/blocks/content-group'
import { ContentHero, contentHeroFragment } from '#schema/blocks/content-hero'
import { FieldButtons, fieldButtonsFragment } from '#schema/blocks/field-buttons'
import { FieldImage, fieldImageFragment } from '#schema/blocks/field-image'
import { FieldSeparator, fieldSeparatorFragment } from '#schema/blocks/field-separator'
import { FieldSpacer, fieldSpacerFragment } from '#schema/blocks/field-spacer'
import { FieldTextContent, fieldTextContentFragment } from '#schema/blocks/field-text-content'
import { FieldTitle, fieldTitleFragment } from '#schema/blocks/field-title'

/**
 * The one list of blocks the site can render: block name (the CMS `typeHandle`) to the codec of
 * its props. Adding a line here makes `tsc` ask for its fragment below and its renderer in
 * renderers/registry.ts.
 */
export const blockCodecs = {
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
} as const satisfies { readonly [K in BlockKind]?: t.Decoder<unknown, unknown> }

export type BlockName = keyof typeof blockCodecs

/** The decoded props of block `K`. */
export type BlockProps<K extends BlockName> = t.TypeOf<(typeof blockCodecs)[K]>

/** Each block's GraphQL fragment, named after the block (`fragment fieldTitle on ...`). */
export const blockFragments: { readonly [K in BlockName]: string } = {
  contentColumns: contentColumnsFragment,
  contentColumn: contentColumnFragment,
  contentGroup: contentGroupFragment,
  contentHero: contentHeroFragment,
  fieldTitle: fieldTitleFragment,
  fieldTextContent: fieldTextContentFragment,
  fieldImage: fieldImageFragment,
  fieldSpacer: fieldSpacerFragment,
  fieldSeparator: fieldSeparatorFragment,
  fieldButtons: fieldButtonsFragment,
  allCollection: allCollectionFragment,
  allDownload: allDownloadFragment,
  allInspiration: allInspirationFragment,
  allNews: allNewsFragment,
  allProducts: allProductsFragment,
  allProjects: allProjectsFragment,
  animatedNumber: animatedNumberFragment,
  fieldCard: fieldCardFragment,
  fieldDownloadList: fieldDownloadListFragment,
  fieldEmbed: fieldEmbedFragment,
  fieldForm: fieldFormFragment,
  fieldFormCustom: fieldFormCustomFragment,
  fieldFormID: fieldFormIDFragment,
  fieldGallery: fieldGalleryFragment,
  fieldGalleryAdvanced: fieldGalleryAdvancedFragment,
  fieldGalleryAdvancedItem: fieldGalleryAdvancedItemFragment,
  fieldIcon: fieldIconFragment,
  fieldImageHotpoint: fieldImageHotpointFragment,
  fieldSliderFiniture: fieldSliderFinitureFragment,
  fieldStoryline: fieldStorylineFragment,
  fieldStorylineItem: fieldStorylineItemFragment,
  fieldVideo: fieldVideoFragment,
  listCollection: listCollectionFragment,
  listDownload: listDownloadFragment,
  listInspiration: listInspirationFragment,
  listNews: listNewsFragment,
  listProduct: listProductFragment,
  listProject: listProjectFragment,
}

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(blockCodecs, name)
}
