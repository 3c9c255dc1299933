import * as t from 'io-ts'
import { Locale } from './locale-codec'
import { nullable } from './nullable'

/** spec 5 and 9: a search needs at least 3 letters. */
export const searchMinLetters = 3

/** The message codes of the search endpoint, translated by the site (i18n `search.messages`). */
export const SearchMessage = t.keyof({
  SEARCH_TOO_SHORT: null,
  SEARCH_FAILED: null,
  TOO_MANY_REQUESTS: null,
  OK: null,
})
export type SearchMessage = t.TypeOf<typeof SearchMessage>

/**
 * The kinds of result, in the order their groups are shown: the site's own index (decision 046)
 * finds every kind; the CMS's keyword search, its fallback, only `cmsSearchSections`.
 */
export const searchSections = [
  'products',
  'categories',
  'collections',
  'designers',
  'projects',
  'inspiration',
  'news',
  'pages',
  'downloads',
  'stores',
] as const
export const SearchSection = t.keyof({
  products: null,
  categories: null,
  collections: null,
  designers: null,
  projects: null,
  inspiration: null,
  news: null,
  pages: null,
  downloads: null,
  stores: null,
})
export type SearchSection = t.TypeOf<typeof SearchSection>

/** The CMS sections its keyword search looks in (the fallback before the index is ready). */
export const cmsSearchSections = [
  'products',
  'collections',
  'designers',
  'projects',
  'inspiration',
  'news',
] as const satisfies readonly SearchSection[]

/** Letters (any script) and digits in a text: what counts toward the 3-letter minimum. */
export function countLetters(text: string): number {
  return [...text.matchAll(/[\p{L}\p{N}]/gu)].length
}

const SearchText = new t.Type<string, string, unknown>(
  'SearchText',
  (value): value is string => typeof value === 'string',
  (value, context) => {
    if (typeof value !== 'string') return t.failure(value, context, 'SEARCH_TOO_SHORT')
    const text = value.trim().slice(0, 100)
    return countLetters(text) >= searchMinLetters
      ? t.success(text)
      : t.failure(value, context, 'SEARCH_TOO_SHORT')
  },
  String,
)

/** `GET /api/search?q=...&locale=it`: the query string, decoded. */
export const SearchQuery = t.type({ q: SearchText, locale: Locale })
export type SearchQuery = t.TypeOf<typeof SearchQuery>

/** A text cut where the search's words were found: `marked` parts are shown highlighted. */
export const MarkedText = t.array(t.type({ text: t.string, marked: t.boolean }))
export type MarkedText = t.TypeOf<typeof MarkedText>

/**
 * One result: an entry with the path of its page on this site. The index's hits also carry the
 * title and a short excerpt cut at the matched words (`titleParts`, `excerpt`).
 */
export const SearchHit = t.intersection([
  t.type({ id: t.string, title: t.string, path: t.string }),
  t.partial({ titleParts: MarkedText, excerpt: MarkedText }),
])
export type SearchHit = t.TypeOf<typeof SearchHit>

/** Results grouped by section, only sections with hits, in `searchSections` order. */
export const SearchGroup = t.type({ section: SearchSection, hits: t.array(SearchHit) })
export type SearchGroup = t.TypeOf<typeof SearchGroup>

export const SearchResults = t.type({ query: t.string, groups: t.array(SearchGroup) })
export type SearchResults = t.TypeOf<typeof SearchResults>

/** The endpoint's answer (docs/architecture.md, Errors): `{ data, success, message }`. */
export const SearchAnswer = t.type({
  data: t.union([SearchResults, t.null]),
  success: t.boolean,
  message: SearchMessage,
})
export type SearchAnswer = t.TypeOf<typeof SearchAnswer>

/** The CMS's answer to the Search document. */
export const SearchEntriesAnswer = t.type({
  entries: nullable(
    t.array(
      t.type({
        id: t.union([t.string, t.number]),
        title: nullable(t.string, ''),
        slug: t.string,
        sectionHandle: t.string,
      }),
    ),
    [],
  ),
})
