/**
 * What a cached answer was made from (docs/decisions/053): one key per CMS element it shows
 * (`entry:<id>`, `category:<id>`), one per list it ran over (`section:<handle>`, `group:<handle>`,
 * or `entries` / `categories` for a list over every section), and `globals`, `site-info`,
 * `navigation`, `sitemap`. `listOf` names the list key of an element whose section is known: a
 * purge of an element always purges its section's list key too (purge orders do), so a header may
 * say the list key instead of many element keys.
 */
export type SurrogateKeys = {
  readonly keys: ReadonlySet<string>
  readonly listOf: ReadonlyMap<string, string>
}

export const noSurrogateKeys: SurrogateKeys = { keys: new Set(), listOf: new Map() }

/** Any entry changed: what a list over every section, or an element key that did not fit, says. */
export const anyEntryKey = 'entries'
/** Any category changed: the same for categories. */
export const anyCategoryKey = 'categories'

// Ids and handles come from the CMS's answers, which we do not trust (docs/security.md): a key
// goes into response headers only when it is this plain.
const plainPart = /^[A-Za-z0-9_-]{1,64}$/

/** `entry:<id>`, or the key of every entry when the id is not a plain one. */
export function entryKey(id: string): string {
  return plainPart.test(id) ? `entry:${id}` : anyEntryKey
}

/** `category:<id>`, or the key of every category when the id is not a plain one. */
export function categoryKey(id: string): string {
  return plainPart.test(id) ? `category:${id}` : anyCategoryKey
}

/** The key of the lists over one section (or of every entry list, for an odd handle). */
export function sectionKey(handle: string): string {
  return plainPart.test(handle) ? `section:${handle}` : anyEntryKey
}

/** The key of the lists over one category group. */
export function groupKey(handle: string): string {
  return plainPart.test(handle) ? `group:${handle}` : anyCategoryKey
}

/** Collects the keys of several answers into one set, as one render reads several. */
export function createSurrogateKeyCollector(): {
  add(keys: SurrogateKeys): void
  current(): SurrogateKeys
} {
  const keys = new Set<string>()
  const listOf = new Map<string, string>()
  return {
    add(more) {
      for (const key of more.keys) keys.add(key)
      for (const [key, list] of more.listOf) listOf.set(key, list)
    },
    current: () => ({ keys, listOf }),
  }
}

/** Whether two sets of keys share one (a purge's keys against a cached answer's). */
export function sharesAKey(keys: ReadonlySet<string>, others: Iterable<string>): boolean {
  for (const key of others) if (keys.has(key)) return true
  return false
}
