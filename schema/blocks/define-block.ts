import type * as t from 'io-ts'

/**
 * Everything the site knows of a block but its look: one declaration per `schema/blocks/<name>.ts`.
 * Block names, codecs, fragments, nesting rules and the CMS's SDL types are derived from these
 * (`npm run codegen` lists them in `schema/generated/block-declarations.ts`); the renderer in
 * `renderers/<name>/` is the only other place a block lives.
 */
export type BlockDeclaration<
  Name extends string = string,
  Codec extends t.Mixed = t.Mixed,
  Parent extends string = string,
> = {
  /** The CMS `typeHandle`; its renderer is typed `BlockRenderer<Name>`. */
  readonly name: Name
  /** Its props as the CMS sends them (Craft field names), nullable fields given defaults. */
  readonly codec: Codec
  /**
   * The fields the codec reads, as a GraphQL selection (`fieldTitle fieldImage { url }`); the
   * adapter wraps it in a fragment on the block's Craft 5 entry type (`fieldTitle_Entry`).
   */
  readonly selection: string
  /** Where it may sit: `'page'` is the top of a page, a block name a block that holds it. */
  readonly parents: readonly Parent[]
  /**
   * The fields of its SDL entry type `<name>_Entry` besides those of `EntryInterface` and the
   * Matrix field of a container (schema/blocks/block-sdl.ts writes both).
   */
  readonly sdl: string
  /** It lays out a full-width section of its own (gutters, content width) at the top of a page. */
  readonly section?: boolean
  /** A raw block its codec refuses, and the path the decoder's report names (block-codecs.test). */
  readonly malformed: { readonly raw: Readonly<Record<string, unknown>>; readonly path: string }
}

/**
 * Declares a block; the literal types of `name` and `parents` are kept, so the block list knows
 * every name and tsc names a parent that is no block.
 *
 * @example
 * export const fieldSeparatorBlock = defineBlock({
 *   name: 'fieldSeparator', codec: FieldSeparator, selection: 'optionBackgroundColor fieldSeparator',
 *   parents: ['page', 'contentColumn', 'contentGroup', 'contentHero'],
 *   sdl: 'optionBackgroundColor: String\nfieldSeparator: Int',
 *   malformed: { raw: { fieldSeparator: true }, path: 'fieldSeparator' },
 * })
 */
export function defineBlock<const Name extends string, Codec extends t.Mixed, const Parent extends string>(
  declaration: BlockDeclaration<Name, Codec, Parent>,
): BlockDeclaration<Name, Codec, Parent> {
  return declaration
}
