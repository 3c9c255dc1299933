import { decodeOrThrow } from '#schema/decode'
import { locales } from '#schema/locale'
import { SearchEntriesAnswer, SearchSection, cmsSearchSections } from '#schema/search'
import type { SearchGroup, SearchQuery, SearchResults } from '#schema/search'
import type { CmsClient } from './cms-client.server'
import { SearchDocument } from './generated/graphql'

/** How many hits a group shows at most; the CMS is asked for a few groups' worth at once. */
const hitsPerGroup = 8
const entriesAsked = hitsPerGroup * cmsSearchSections.length

/**
 * Searches the catalogue sections of one site (spec §2.6) through the CMS, server side, and groups
 * the hits by section in `cmsSearchSections` order. `pathOf` links an entry on this site (the
 * adapter knows no routes); an entry it cannot link is left out.
 */
export async function searchCms(
  cms: CmsClient,
  query: SearchQuery,
  pathOf: (section: SearchSection, slug: string) => string | undefined,
): Promise<SearchResults> {
  const answer = decodeOrThrow(
    SearchEntriesAnswer,
    await cms.query(SearchDocument, {
      search: query.q,
      section: [...cmsSearchSections],
      siteId: [locales[query.locale].siteId],
      limit: entriesAsked,
    }),
    'Search',
  )
  const groups: SearchGroup[] = cmsSearchSections.map((section) => ({ section, hits: [] }))
  for (const entry of answer.entries) {
    const group = groups.find((candidate) => candidate.section === entry.sectionHandle)
    if (!group || !SearchSection.is(entry.sectionHandle) || group.hits.length >= hitsPerGroup) continue
    const path = pathOf(entry.sectionHandle, entry.slug)
    if (path) group.hits.push({ id: String(entry.id), title: entry.title || entry.slug, path })
  }
  return { query: query.q, groups: groups.filter((group) => group.hits.length > 0) }
}
