import type * as t from 'io-ts'
import type { BlockKind } from '#schema/allowed-children'
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
}

export function isBlockName(name: string): name is BlockName {
  return Object.hasOwn(blockCodecs, name)
}
