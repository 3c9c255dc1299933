import { createPurgeLog } from '#adapters/cms/purge-log'

/** The page caches a purge reaches (the CMS client's answers are purged apart, by the client). */
export type PageCacheName = 'finished-page' | 'html'

/**
 * Purges by surrogate key across the page caches of one server (docs/decisions/053): each cache
 * registers how it drops what carries a key, and a render marks the purge log when it starts so
 * its page is not kept if a purge of its keys came while it ran.
 */
export type PagePurges = {
  mark(): number
  purgedSince(mark: number, keys: ReadonlySet<string>): boolean
  register(cache: PageCacheName, drop: (keys: ReadonlySet<string>) => number): void
  /** Drops what carries any of `keys` from every registered cache; how many each dropped. */
  purge(keys: ReadonlySet<string>): Record<PageCacheName, number>
}

export function createPagePurges(): PagePurges {
  const log = createPurgeLog()
  const caches = new Map<PageCacheName, (keys: ReadonlySet<string>) => number>()
  return {
    mark: () => log.mark(),
    purgedSince: (mark, keys) => log.purgedSince(mark, keys),
    register: (cache, drop) => void caches.set(cache, drop),
    purge(keys) {
      log.record(keys)
      const dropped: Record<PageCacheName, number> = { 'finished-page': 0, html: 0 }
      for (const [cache, drop] of caches) dropped[cache] = drop(keys)
      return dropped
    },
  }
}
