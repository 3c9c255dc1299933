import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { ListStyle, Screen } from '#schema/blocks/block-options'
import {
  CategoryRef,
  DownloadEntry,
  EntrySummary,
  categorySelection,
  cmsList,
  downloadSelection,
  entrySummarySelection,
} from '#schema/blocks/list-items'

/*
 * The twelve list blocks share one shape (spec 3, List blocks): options, the categories to filter
 * by, and the entries. list* blocks get their entries through their select field (aliased
 * `entries` in the fragment, so every list reads the same prop); all* blocks select none: the
 * adapter fills `entries` with the whole section after decoding (decision 007).
 */
const listOptions = {
  fieldTitle: cmsField.text(),
  /** Entries per row on desktop (and per view in a slider), 1 to 6. */
  optionElementQuantity: cmsField.integer({ min: 1, max: 6, fallback: 3 }),
  fieldListFilter: cmsList(CategoryRef),
  optionIsSlider: cmsField.flag(false),
  optionResponsiveVisibility: cmsField.options(Screen),
  optionListStyle: cmsField.option(ListStyle, 'archive'),
}

const optionsSelection = `fieldTitle optionElementQuantity optionIsSlider optionResponsiveVisibility optionListStyle
  fieldListFilter { ${categorySelection} }`

/** A list of entries (cards). */
export function entryListCodec(name: string) {
  return t.exact(t.type({ ...listOptions, entries: cmsList(EntrySummary) }), name)
}

/** A list of downloads. */
export function downloadListCodec(name: string) {
  return t.exact(t.type({ ...listOptions, entries: cmsList(DownloadEntry) }), name)
}

/** The fragment of a list* block: its options and its chosen entries. */
export function listFragment(block: string, selectField: string, download = false): string {
  return `fragment ${block} on contentBlocks_${block}_BlockType {
  ${optionsSelection}
  entries: ${selectField} { ${download ? downloadSelection : entrySummarySelection} }
}`
}

/** The fragment of an all* block: its options only; the adapter fills in the section's entries. */
export function allFragment(block: string): string {
  return `fragment ${block} on contentBlocks_${block}_BlockType {
  ${optionsSelection}
}`
}

/** The SDL fields of an all* block (the options its fragment selects). */
export const allSdl = `
  fieldTitle: String
  optionElementQuantity: Int
  fieldListFilter: [CategoryInterface]
  optionIsSlider: Boolean
  optionResponsiveVisibility: [String]
  """
  archive, category or single
  """
  optionListStyle: String
`

/** The SDL fields of a list* block: the options and its relation to the chosen entries. */
export function listSdl(selectField: string): string {
  return `${allSdl}  ${selectField}: [EntryInterface]\n`
}

/** The props every entry list block has. */
export type EntryListBlock = t.TypeOf<ReturnType<typeof entryListCodec>>
/** The props every download list block has. */
export type DownloadListBlock = t.TypeOf<ReturnType<typeof downloadListCodec>>
