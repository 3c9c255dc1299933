import * as t from 'io-ts'
import { ImageField } from '#schema/asset'
import { imageSelectionOf } from '#schema/image-widths'
import { cmsField } from '#schema/blocks/cms-field'
import { LinkField, linkSelection } from '#schema/blocks/link-field'
import { catalogueEntryTypes } from '#schema/sections'
import { noUrl, safeUrl } from '#schema/safe-url'
import { SafeUrl } from '#schema/safe-url-codec'
import { WrappingType } from '#schema/wrapping-type'

/*
 * The entries list blocks show, as the page query selects them (chosen items through the block's
 * select field, aliased `entries`) or the adapter fills them in (the all* blocks, decision 007).
 */

/** Drops null items of a CMS list, so one missing relation does not lose the block. */
export function cmsList<C extends t.Mixed>(
  item: C,
): WrappingType<t.TypeOf<C>[], unknown, t.ArrayC<t.UnionC<[t.NullC, C]>>> {
  const raw = t.array(t.union([t.null, item]))
  return new WrappingType<t.TypeOf<C>[], unknown, t.ArrayC<t.UnionC<[t.NullC, C]>>>(
    `Array<${item.name}>`,
    (u): u is t.TypeOf<C>[] => Array.isArray(u) && u.every(item.is),
    (input, context) => {
      if (input === null || input === undefined) return t.success([])
      const decoded = raw.validate(input, context)
      if (decoded._tag === 'Left') return decoded
      return t.success(decoded.right.filter((value): value is t.TypeOf<C> => value !== null))
    },
    t.identity,
    raw,
  )
}

/** A category an entry belongs to, or a list filters by (spec 3, categories). */
export const CategoryRef = t.exact(
  t.type({ id: cmsField.id(), title: cmsField.text(), slug: cmsField.text() }),
  'CategoryRef',
)
export type CategoryRef = t.TypeOf<typeof CategoryRef>

export const categorySelection = 'id title slug'

/** An entry as a card (spec 3, generic section, product, project, inspiration and news entries). */
export const EntrySummary = t.exact(
  t.type({
    id: cmsField.id(),
    title: cmsField.text(),
    slug: t.string,
    sectionHandle: t.string,
    /** ISO date, for `<time dateTime>`. */
    postDate: cmsField.text(),
    /** The same date written out in the entry's language by the CMS (`@formatDateTime`). */
    postDateText: cmsField.text(),
    fieldImage: ImageField,
    categories: cmsList(CategoryRef),
    collection: cmsList(t.exact(t.type({ title: cmsField.text(), slug: cmsField.text() }))),
  }),
  'EntrySummary',
)
export type EntrySummary = t.TypeOf<typeof EntrySummary>

/**
 * What a card needs of an entry of one of `entryTypes` (Craft 5 reaches an entry type's fields
 * only through `... on {type}_Entry`); product and project categories both become `categories`.
 */
export function entrySummarySelectionOf(entryTypes: readonly string[]): string {
  const image = imageSelectionOf(960, [480, 960, 1440])
  const own: Readonly<Record<string, string>> = {
    product: `categories: productCategories { ${categorySelection} } collection: taxonomyCollection { title slug }`,
    project: `categories: projectCategories { ${categorySelection} } collection: taxonomyCollection { title slug }`,
  }
  const perType = entryTypes.map(
    (type) => `... on ${type}_Entry { fieldImage { ${image} } ${own[type] ?? ''} }`,
  )
  return `id title slug sectionHandle postDate postDateText: postDate @formatDateTime(format: "j F Y")
  ${perType.join('\n  ')}`
}

/** A card of an entry of any section with pages (the all* blocks' section queries). */
export const entrySummarySelection = entrySummarySelectionOf(catalogueEntryTypes)

/**
 * A download entry (spec 3, structureDownload), flattened: `url` is the file's or the link's,
 * `assetId` the file's (the download gate's key). `restricted` entries lose their `url` before
 * the page leaves the server for an anonymous visitor (schema/blocks/restricted-content).
 */
export const DownloadItem = t.type({
  id: t.string,
  title: t.string,
  restricted: t.boolean,
  isLink: t.boolean,
  url: SafeUrl,
  assetId: t.string,
  /** pdf, zip, dwg...: the file's extension, for the label; '' for links. */
  format: t.string,
  category: t.string,
  fieldImage: ImageField,
})
export type DownloadItem = t.TypeOf<typeof DownloadItem>

const RawFile = t.partial({
  id: t.union([t.null, cmsField.id()]),
  url: t.union([t.null, t.string]),
  filename: t.union([t.null, t.string]),
})

const RawDownload = t.type({
  id: cmsField.id(),
  title: cmsField.text(),
  optionSwitch: cmsField.flag(false),
  optionLoginRestricted: cmsField.flag(false),
  downloadCategory: cmsField.text(),
  fieldDownload: cmsList(RawFile),
  fieldLink: cmsField.orDefault(t.union([t.null, LinkField]), null),
  fieldImage: ImageField,
})

/** A download entry as the CMS sends it, decoded to a {@link DownloadItem}. */
export const DownloadEntry = new WrappingType<DownloadItem, unknown, typeof RawDownload>(
  'DownloadEntry',
  DownloadItem.is,
  (input, context) => {
    const decoded = RawDownload.validate(input, context)
    if (decoded._tag === 'Left') return decoded
    const raw = decoded.right
    const file = raw.fieldDownload[0]
    const isLink = raw.optionSwitch
    const filename = file?.filename ?? ''
    return t.success({
      id: raw.id,
      title: raw.title,
      restricted: raw.optionLoginRestricted,
      isLink,
      url: isLink ? (raw.fieldLink?.url ?? noUrl) : safeUrl(file?.url ?? ''),
      assetId: isLink ? '' : (file?.id ?? ''),
      format: isLink ? '' : (/\.([a-z0-9]{1,5})$/i.exec(filename)?.[1]?.toLowerCase() ?? ''),
      category: raw.downloadCategory,
      fieldImage: raw.fieldImage,
    })
  },
  t.identity,
  RawDownload,
)

export const downloadSelection = `id title
  ... on download_Entry {
    optionSwitch optionLoginRestricted downloadCategory
    fieldDownload { id url filename }
    fieldLink { ${linkSelection} }
    fieldImage { ${imageSelectionOf(480, [240, 480])} }
  }`
