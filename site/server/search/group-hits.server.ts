import { markedText } from '#adapters/search-index/marked-text'
import type { IndexHit } from '#adapters/search-index/search-index'
import type { Locale } from '#schema/locale'
import { searchSections } from '#schema/search'
import type { SearchGroup, SearchResults } from '#schema/search'
import { pathOfTarget } from './path-of-target'

/** How many hits a group shows at most (the CMS search showed as many). */
export const hitsPerGroup = 8
/** An excerpt's length in characters: a line or two under the title. */
const excerptLength = 140

/**
 * The index's hits as the visitor sees them (spec §2.6): grouped by kind in `searchSections`
 * order, best first within a group, each linked to its page, its title and an excerpt of its
 * lead cut into parts with the matched words marked.
 */
export function groupHits(query: string, hits: readonly IndexHit[], locale: Locale): SearchResults {
  const groups: SearchGroup[] = searchSections.map((section) => ({ section, hits: [] }))
  for (const { document, terms } of hits) {
    const group = groups.find((candidate) => candidate.section === document.kind)
    if (!group || group.hits.length >= hitsPerGroup) continue
    const path = pathOfTarget(document.target, locale)
    if (!path) continue
    group.hits.push({
      id: document.id,
      title: document.title,
      path,
      titleParts: markedText(document.title, terms, locale),
      excerpt: document.lead ? markedText(document.lead, terms, locale, excerptLength) : [],
    })
  }
  return { query, groups: groups.filter((group) => group.hits.length > 0) }
}
