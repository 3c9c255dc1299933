import { sharesAKey } from '#schema/surrogate-keys'

/**
 * The last purges by key, numbered, so work that read content before a purge can tell whether
 * the purge concerns it: a render (or a CMS fetch) notes `mark()` when it starts and, before its
 * result is kept, asks `purgedSince(mark, its keys)`. Without it a render that began before the
 * CMS changed, and ended after the purge, would put the old page back in the cache until its TTL.
 * Only the last `remembered` purges are kept; a mark older than those is answered "purged", which
 * costs at most one render not kept.
 */
export type PurgeLog = {
  mark(): number
  record(keys: ReadonlySet<string>): void
  purgedSince(mark: number, keys: ReadonlySet<string>): boolean
}

export function createPurgeLog(remembered = 256): PurgeLog {
  let count = 0
  const recent: { number: number; keys: ReadonlySet<string> }[] = []
  return {
    mark: () => count,
    record(keys) {
      count += 1
      recent.push({ number: count, keys })
      if (recent.length > remembered) recent.shift()
    },
    purgedSince(mark, keys) {
      if (mark >= count) return false
      const oldest = recent[0]?.number ?? count + 1
      if (mark + 1 < oldest) return true
      // Newest first, and only those after the mark: a purge names few keys, an answer may hold hundreds.
      for (let index = recent.length - 1; index >= 0; index -= 1) {
        const purge = recent[index]
        if (!purge || purge.number <= mark) break
        if (sharesAKey(keys, purge.keys)) return true
      }
      return false
    },
  }
}
