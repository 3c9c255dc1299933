/*
 * The sections of the CMS and the entry type of each (Craft 5: entry types are global, a section
 * lists the ones it uses, and the GraphQL type is named after the entry type alone). The CMS
 * adapter composes its queries from this list and `npm run craft:model` prints it for the agency.
 */

/** A section: its handle, Craft's kind of section, and the one entry type it uses. */
export type SectionModel = {
  readonly handle: string
  readonly kind: 'single' | 'channel' | 'structure'
  readonly entryType: string
  /** Its entries have a page of blocks (`contentBlocks`), a cover image and a summary. */
  readonly catalogue: boolean
}

/** Every section the site reads, in the order the agency sets them up. */
export const sections = [
  { handle: 'home', kind: 'single', entryType: 'home', catalogue: true },
  { handle: 'pages', kind: 'structure', entryType: 'page', catalogue: true },
  { handle: 'landing', kind: 'channel', entryType: 'landing', catalogue: true },
  { handle: 'products', kind: 'structure', entryType: 'product', catalogue: true },
  { handle: 'collections', kind: 'channel', entryType: 'collection', catalogue: true },
  { handle: 'designers', kind: 'channel', entryType: 'designer', catalogue: true },
  { handle: 'projects', kind: 'channel', entryType: 'project', catalogue: true },
  { handle: 'inspiration', kind: 'channel', entryType: 'inspiration', catalogue: true },
  { handle: 'news', kind: 'channel', entryType: 'article', catalogue: true },
  { handle: 'downloads', kind: 'structure', entryType: 'download', catalogue: false },
  { handle: 'finitureProdotto', kind: 'channel', entryType: 'finish', catalogue: false },
  { handle: 'stores', kind: 'channel', entryType: 'store', catalogue: false },
] as const satisfies readonly SectionModel[]

/** The entry types whose entries carry a page of blocks, a cover image and a summary. */
export const catalogueEntryTypes: readonly string[] = sections
  .filter((section) => section.catalogue)
  .map((section) => section.entryType)
