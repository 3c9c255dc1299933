import { localeCodes, locales, localeOfSiteId, type Locale } from '#schema/locale'
import type { ContentStore, StoredCategory, StoredEntry, StoredVariant } from './content-store.server'
import { searchText } from './content-store.server'

export interface EntryQuery {
  section?: string[]
  type?: string[]
  id?: string[]
  slug?: string[]
  uri?: string[]
  locales: Locale[]
  limit?: number
  offset?: number
  search?: string
  relatedTo?: string[]
  orderBy?: string
}

export interface EntryHit {
  entry: StoredEntry
  variant: StoredVariant
}

/** The sites a query asks for (`siteId`, `site`); the primary site (it) when it names none. */
export function localesOf(siteIds: string[] | undefined, sites: string[] | undefined): Locale[] {
  if (siteIds === undefined && sites === undefined) return ['it']
  if (siteIds?.includes('*') === true || sites?.includes('*') === true) return [...localeCodes]
  return localeCodes.filter(
    (code) =>
      siteIds?.some((id) => localeOfSiteId(Number(id)) === code) === true ||
      sites?.some((handle) => handle === locales[code].site || handle === code) === true,
  )
}

/** Entries as Craft's element query finds them: filters, search, relations, order, page. */
export function queryEntries(store: ContentStore, query: EntryQuery): EntryHit[] {
  const words = (query.search ?? '')
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/^["'*]+|["'*]+$/g, ''))
    .filter((word) => word.length > 0)
  const related = query.relatedTo === undefined ? undefined : new Set(query.relatedTo)
  const scored: { hit: EntryHit; score: number }[] = []
  for (const entry of store.entries) {
    if (query.section !== undefined && !query.section.includes(entry.section)) continue
    if (query.type !== undefined && !query.type.includes(entry.type)) continue
    if (query.id !== undefined && !query.id.includes(entry.id)) continue
    if (related !== undefined && !isRelated(store, entry, related)) continue
    for (const locale of query.locales) {
      const variant = entry.variants[locale]
      if (variant === undefined) continue
      if (query.slug !== undefined && !query.slug.includes(variant.slug)) continue
      if (query.uri !== undefined && (variant.uri === null || !query.uri.includes(variant.uri))) continue
      const score = words.length === 0 ? 0 : scoreOf(variant, words)
      if (score === undefined) continue
      scored.push({ hit: { entry, variant }, score })
    }
  }
  const order = query.orderBy ?? (words.length > 0 ? 'score DESC' : '')
  const sorted = sortBy(scored, order, (item, field) => {
    const { entry, variant } = item.hit
    if (field === 'score') return item.score
    if (field === 'postDate' || field === 'dateUpdated') return Date.parse(entry[field])
    if (field === 'title' || field === 'slug') return variant[field].toLowerCase()
    if (field === 'id') return Number(entry.id)
    return entry.order
  })
  const offset = query.offset ?? 0
  const end = query.limit === undefined || query.limit < 0 ? undefined : offset + query.limit
  return sorted.slice(offset, end).map((item) => item.hit)
}

export interface CategoryQuery {
  group?: string[]
  id?: string[]
  slug?: string[]
  locales: Locale[]
  limit?: number
  level?: number
  orderBy?: string
}

export function queryCategories(
  store: ContentStore,
  query: CategoryQuery,
): { category: StoredCategory; variant: StoredVariant }[] {
  const found = store.categories.flatMap((category) => {
    if (query.group !== undefined && !query.group.includes(category.group)) return []
    if (query.id !== undefined && !query.id.includes(category.id)) return []
    // Every seed category sits at the top of its group.
    if (query.level !== undefined && query.level !== 1) return []
    return query.locales.flatMap((locale) => {
      const variant = category.variants[locale]
      if (variant === undefined || (query.slug !== undefined && !query.slug.includes(variant.slug))) return []
      return [{ category, variant }]
    })
  })
  const sorted = sortBy(found, query.orderBy ?? '', (item, field) =>
    field === 'title' || field === 'slug' ? item.variant[field].toLowerCase() : item.category.order,
  )
  return query.limit === undefined || query.limit < 0 ? sorted : sorted.slice(0, query.limit)
}

/** Related either way: the entry points to one of the ids, or one of them points to the entry. */
function isRelated(store: ContentStore, entry: StoredEntry, ids: Set<string>): boolean {
  for (const id of ids) {
    if (entry.relations.has(id) || store.incoming.get(entry.id)?.has(id) === true) return true
  }
  return false
}

/** Every word must appear; title hits weigh most, then the entry's own fields, then its blocks. */
function scoreOf(variant: StoredVariant, words: string[]): number | undefined {
  let score = 0
  for (const word of words) {
    const needle = searchText(word)
    const hits = [
      count(variant.text.title, needle) * 10,
      count(variant.text.fields, needle) * 3,
      count(variant.text.blocks, needle),
    ]
    const sum = hits.reduce((a, b) => a + b, 0)
    if (sum === 0) return undefined
    score += sum
  }
  return score
}

function count(haystack: string, needle: string): number {
  if (needle.length === 0) return 0
  let found = 0
  for (
    let at = haystack.indexOf(needle);
    at !== -1 && found < 20;
    at = haystack.indexOf(needle, at + needle.length)
  )
    found++
  return found
}

/** Stable sort by a Craft `orderBy` ("postDate DESC, title ASC"); no keys keeps structure order. */
function sortBy<A>(items: A[], orderBy: string, key: (item: A, field: string) => string | number): A[] {
  const keys = orderBy
    .split(',')
    .map((part) => part.trim().split(/\s+/))
    .filter((part) => part[0] !== undefined && part[0] !== '')
    .map(([field = '', direction = 'ASC']) => ({
      field: field.replace(/^[a-z]+\./i, ''),
      sign: direction.toUpperCase() === 'DESC' ? -1 : 1,
    }))
  keys.push({ field: 'structure', sign: 1 })
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => {
      for (const { field, sign } of keys) {
        const left = key(a.item, field)
        const right = key(b.item, field)
        if (left < right) return -sign
        if (left > right) return sign
      }
      return a.index - b.index
    })
    .map(({ item }) => item)
}
