import * as t from 'io-ts'

// The seed's file formats. Several small codecs share this file because they only make sense
// together (an entry holds blocks, blocks hold field values); each codec still shares its
// type's name, as io-ts does.

/** A text in each site's language. */
export const Localized = t.type({ it: t.string, en: t.string })
export type Localized = t.TypeOf<typeof Localized>

/**
 * A field's value. Relations are written `{ "$assets": [...] }`, `{ "$entries": [...] }` or
 * `{ "$categories": [...] }` (ids), so a plain object (a link, a button) is never mistaken for
 * one; any other object or list is returned as it is, its fields resolved by name.
 */
export type FieldValue =
  | string
  | number
  | boolean
  | null
  | { $assets: string[] }
  | { $entries: string[] }
  | { $categories: string[] }
  | FieldValue[]
  | { [field: string]: FieldValue }

export const FieldValue: t.Type<FieldValue> = t.recursion('FieldValue', () =>
  t.union([
    t.string,
    t.number,
    t.boolean,
    t.null,
    t.strict({ $assets: t.array(t.string) }),
    t.strict({ $entries: t.array(t.string) }),
    t.strict({ $categories: t.array(t.string) }),
    t.array(FieldValue),
    t.record(t.string, FieldValue),
  ]),
)

export const Fields = t.record(t.string, FieldValue)
export type Fields = t.TypeOf<typeof Fields>

/** A block (a nested entry of a Matrix field): its type, its own fields and the blocks nested in it. */
export interface Block {
  id?: string
  typeHandle: string
  enabled?: boolean
  fields?: Fields
  children?: Block[]
}

export const Block: t.Type<Block> = t.recursion('Block', () =>
  t.intersection([
    t.type({ typeHandle: t.string }),
    t.partial({ id: t.string, enabled: t.boolean, fields: Fields, children: t.array(Block) }),
  ]),
)

/** One site's variant of an entry or category: Craft keeps the id and localizes the rest. */
export const SiteVariant = t.intersection([
  t.type({ title: t.string, slug: t.string }),
  t.partial({ fields: Fields, blocks: t.array(Block) }),
])
export type SiteVariant = t.TypeOf<typeof SiteVariant>

export const Sites = t.partial({ it: SiteVariant, en: SiteVariant })
export type Sites = t.TypeOf<typeof Sites>

export const SeedEntry = t.intersection([
  t.type({ id: t.string, sites: Sites }),
  t.partial({ postDate: t.string, dateUpdated: t.string, fields: Fields }),
])
export type SeedEntry = t.TypeOf<typeof SeedEntry>

/** `seed/entries/<section>.json`: every entry of one section, in structure order. */
export const EntriesFile = t.type({ section: t.string, type: t.string, entries: t.array(SeedEntry) })
export type EntriesFile = t.TypeOf<typeof EntriesFile>

export const SeedCategory = t.intersection([
  t.type({ id: t.string, sites: Sites }),
  t.partial({ fields: Fields }),
])
export type SeedCategory = t.TypeOf<typeof SeedCategory>

/** `seed/categories/<group>.json`. */
export const CategoriesFile = t.type({ group: t.string, categories: t.array(SeedCategory) })
export type CategoriesFile = t.TypeOf<typeof CategoriesFile>

export const SeedGlobalSet = t.intersection([
  t.type({ id: t.string, handle: t.string, name: t.string }),
  t.partial({ fields: Fields, sites: t.partial({ it: Fields, en: Fields }) }),
])
export type SeedGlobalSet = t.TypeOf<typeof SeedGlobalSet>

/** `seed/globals.json`. */
export const GlobalsFile = t.type({ globalSets: t.array(SeedGlobalSet) })
export type GlobalsFile = t.TypeOf<typeof GlobalsFile>

export const NodeType = t.keyof({ custom: null, entry: null, category: null, passive: null })
export type NodeType = t.TypeOf<typeof NodeType>

/** A navigation node: an entry or category link, a custom URL, or passive plain text. */
export interface SeedNode {
  id: string
  type: NodeType
  title: Localized
  element?: string
  url?: Localized
  newWindow?: boolean
  children?: SeedNode[]
}

export const SeedNode: t.Type<SeedNode> = t.recursion('SeedNode', () =>
  t.intersection([
    t.type({ id: t.string, type: NodeType, title: Localized }),
    t.partial({ element: t.string, url: Localized, newWindow: t.boolean, children: t.array(SeedNode) }),
  ]),
)

/** `seed/navigation.json`: nodes per navigation handle. */
export const NavigationFile = t.type({
  navigations: t.array(t.type({ handle: t.string, name: t.string, nodes: t.array(SeedNode) })),
})
export type NavigationFile = t.TypeOf<typeof NavigationFile>

/** How to draw a generated picture (no text, so no font is needed). */
export const Art = t.type({
  motif: t.keyof({
    pool: null,
    lounger: null,
    table: null,
    sauna: null,
    portrait: null,
    swatch: null,
    abstract: null,
    mark: null,
  }),
  width: t.number,
  height: t.number,
  palette: t.array(t.string),
})
export type Art = t.TypeOf<typeof Art>

/**
 * An asset: generated from `art` (images), written as a one-page PDF (`pdf`), or copied from
 * `seed/files/<filename>`. `private` files go to the private volume, out of /cms/assets.
 */
export const SeedAsset = t.intersection([
  t.type({ id: t.string, filename: t.string, title: Localized }),
  t.partial({ alt: Localized, private: t.boolean, art: Art, pdf: t.type({ pages: t.number }) }),
])
export type SeedAsset = t.TypeOf<typeof SeedAsset>

/** `seed/assets.json`. */
export const AssetsFile = t.type({ assets: t.array(SeedAsset) })
export type AssetsFile = t.TypeOf<typeof AssetsFile>
