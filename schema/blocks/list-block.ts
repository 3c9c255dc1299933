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
  entrySummarySelectionOf,
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

/**
 * The selection of a list* block: its options and its chosen entries, from the Entries field
 * `selectField`, whose source is the one section of `entryType` (a download list: `download`).
 */
export function listSelection(selectField: string, entryType: string): string {
  const entries = entryType === 'download' ? downloadSelection : entrySummarySelectionOf([entryType])
  return `${optionsSelection}
  entries: ${selectField} { ${entries} }`
}

/** The selection of an all* block: its options only; the adapter fills in the section's entries. */
export const allSelection = optionsSelection

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
