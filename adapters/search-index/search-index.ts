import MiniSearch from 'minisearch'
import type { Locale } from '#schema/locale'
import type { SearchDocument } from '#schema/search-document'
import { isStopword, termOf, wordsOf } from './analyze-text'

/** One hit of the index: its document, its score and the index terms it was found by. */
export type IndexHit = { document: SearchDocument; score: number; terms: ReadonlySet<string> }

export type SearchIndex = {
  /** The documents matching `query`, best first, at most `limit`. */
  search(query: string, limit: number): IndexHit[]
  documentCount: number
  /** The index serialized, in bytes: a measure of what it holds in memory. */
  sizeBytes(): number
}

// Title above lead above body (decision 046); a fuzzy or prefix match counts less than the word.
const boost = { title: 3, lead: 1.5, body: 1 }
/** At most this many words of a query are searched: the cost of one search stays bounded. */
const maxQueryWords = 8

/**
 * The site's search index of one language (decision 046), over MiniSearch: words stemmed with
 * the language's Snowball stemmer, stop words left out, one typo forgiven in words of 4 letters
 * or more (two from 10), and the last word read as a prefix while it is being typed. Built in
 * chunks that yield to the event loop.
 */
export async function buildSearchIndex(
  documents: readonly SearchDocument[],
  locale: Locale,
): Promise<SearchIndex> {
  const byId = new Map(documents.map((document) => [document.id, document]))
  const tokenize = (text: string) => wordsOf(text).map(({ word }) => word)
  // Titles keep their stop words: "Chi siamo" and "About us" are nothing else.
  const processTerm = (word: string, field?: string) => termOf(word, locale, field === 'title')
  const index = new MiniSearch<SearchDocument>({
    fields: ['title', 'lead', 'body'],
    tokenize,
    processTerm,
    searchOptions: {
      boost,
      combineWith: 'OR',
      // Scaled on the stem: "letino" (stem "letin") is one edit from "lettin".
      fuzzy: (term) => (term.length >= 4 ? 0.2 : false),
      maxFuzzy: 2,
      prefix: (term, position, terms) => position === terms.length - 1 && term.length >= 3,
      boostDocument: (id: string) => byId.get(id)?.rank ?? 1,
    },
  })
  // In chunks, yielding between them: the server keeps answering while an index is built.
  await index.addAllAsync(documents, { chunkSize: 50 })
  return {
    search(query, limit) {
      const words = tokenize(query).slice(0, maxQueryWords)
      if (words.length === 0) return []
      // A query of stop words alone ("chi siamo") looks for them, in titles, where they are kept.
      const onlyStopwords = words.every((word) => isStopword(word, locale))
      return index
        .search(words.join(' '), onlyStopwords ? { processTerm: (word) => termOf(word, locale, true) } : {})
        .slice(0, limit)
        .flatMap((result) => {
          const document = byId.get(String(result.id))
          return document ? [{ document, score: result.score, terms: new Set(result.terms) }] : []
        })
    },
    documentCount: index.documentCount,
    sizeBytes: () => Buffer.byteLength(JSON.stringify(index)),
  }
}
