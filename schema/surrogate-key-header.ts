import { type SurrogateKeys, anyCategoryKey, anyEntryKey } from './surrogate-keys'

/**
 * Room one spelling of the keys may take in a header. Shared caches cap a header (Varnish's
 * default line is 8 KB, Fastly and Cloudflare take 16 KB for all their tags) and three spellings
 * are sent: 2,000 bytes each stays well inside every one of them.
 */
export const surrogateKeyHeaderMaxBytes = 2_000

/**
 * The keys as one space-separated header value of at most `maxBytes`, saying no less than the
 * keys do. An element whose list key is also there is left out (a purge of the element purges
 * its list key too); if that is still too long, every element of a known section or group is
 * said by its list key (a page of 480 stores says `section:stores`); past that, the remaining
 * element keys become `entries` / `categories`, which every purge of an element also carries.
 * Sorted, so one page always sends the same bytes.
 */
export function surrogateKeyHeader(keys: SurrogateKeys, maxBytes = surrogateKeyHeaderMaxBytes): string {
  const listed = new Set([...keys.keys].filter((key) => !coveredByItsList(keys, key)))
  if (fits(listed, maxBytes)) return joined(listed)
  const byList = new Set([...listed].map((key) => (isElementKey(key) ? listOf(keys, key) : key)))
  if (fits(byList, maxBytes)) return joined(byList)
  return joined(new Set([...byList].map(broadest)))
}

/** Whether the element's list key is in the set too: a purge of the element names it as well. */
function coveredByItsList(keys: SurrogateKeys, key: string): boolean {
  const list = keys.listOf.get(key)
  return list !== undefined && list !== key && keys.keys.has(list)
}

function listOf(keys: SurrogateKeys, key: string): string {
  return keys.listOf.get(key) ?? key
}

function isElementKey(key: string): boolean {
  return key.startsWith('entry:') || key.startsWith('category:')
}

function broadest(key: string): string {
  if (key.startsWith('entry:')) return anyEntryKey
  if (key.startsWith('category:')) return anyCategoryKey
  return key
}

function fits(keys: ReadonlySet<string>, maxBytes: number): boolean {
  return joined(keys).length <= maxBytes
}

function joined(keys: ReadonlySet<string>): string {
  return [...keys].sort().join(' ')
}
