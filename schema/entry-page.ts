import * as t from 'io-ts'
import { ImageField } from './asset'
import { Localized } from './localized'
import { SafeHtml } from './blocks/safe-html'
import { nullable } from './nullable'

/**
 * An entry shown as a page, without its blocks (those are decoded block by block into the page
 * tree, so one bad block does not lose the page).
 */
export const EntryPage = t.type({
  id: t.union([t.string, t.number]),
  title: nullable(t.string, ''),
  slug: t.string,
  sectionHandle: t.string,
  typeHandle: t.string,
  postDate: nullable(t.string, ''),
  dateUpdated: nullable(t.string, ''),
  localized: nullable(t.array(Localized), []),
  // Rich text: sanitized while decoding, like every HTML field (docs/security.md).
  fieldTextContent: SafeHtml,
  fieldImage: ImageField,
  plainDescription: nullable(t.string, ''),
  // Internal pages (the every-block page) stay out of search engines and the sitemap.
  seoNoIndex: nullable(t.boolean, false),
})
export type EntryPage = t.TypeOf<typeof EntryPage>

/** A category page (spec 3, categories): title, text, image and its counterparts. */
export const CategoryPage = t.type({
  id: t.union([t.string, t.number]),
  title: nullable(t.string, ''),
  slug: t.string,
  // Rich text: sanitized while decoding, like every HTML field (docs/security.md).
  fieldTextContent: SafeHtml,
  fieldImage: ImageField,
  localized: nullable(t.array(Localized), []),
})
export type CategoryPage = t.TypeOf<typeof CategoryPage>

export const CategoryAnswer = t.type({ category: t.union([CategoryPage, t.null]) })
