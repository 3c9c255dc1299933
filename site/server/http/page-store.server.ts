import { LRUCache } from 'lru-cache'
import { sharesAKey } from '#schema/surrogate-keys'

/** What the page caches keep pages in: by key, each with the status it answered and what it was made from. */
export type PageStore<Page extends object> = {
  get(key: string): Page | undefined
  /** As `get`, without making the page recently used. */
  peek(key: string): Page | undefined
  has(key: string): boolean
  /** `contentKeys`: the surrogate keys of the content the page shows (docs/decisions/053). */
  set(key: string, page: Page, status: number, contentKeys?: ReadonlySet<string>): void
  clear(): void
  /** Drops every page made from content with any of `contentKeys`; returns how many. */
  purge(contentKeys: ReadonlySet<string>): number
}

type Stored<Page> = { page: Page; contentKeys: ReadonlySet<string> }

/**
 * Two least-recently-used stores of `max` pages each (decision 035): one for the site's pages
 * (a 200 at a URL without a query: only the CMS's content makes more of them), one for the rest
 * (404s, and pages of a search or a filter: any visitor can make new ones). A flood of new URLs
 * then pushes out only pages of its own kind, never a real page.
 */
export function pageStore<Page extends object>(options: {
  max: number
  ttlMs: number
  /** Told of every `get`, found or not (the cache hit ratio of /metrics). */
  onLookup?: ((hit: boolean) => void) | undefined
}): PageStore<Page> {
  const site = new LRUCache<string, Stored<Page>>({ max: options.max, ttl: options.ttlMs })
  const rest = new LRUCache<string, Stored<Page>>({ max: options.max, ttl: options.ttlMs })
  const purgeFrom = (store: LRUCache<string, Stored<Page>>, contentKeys: ReadonlySet<string>): number => {
    const dropped: string[] = []
    store.forEach((stored, key) => {
      if (sharesAKey(stored.contentKeys, contentKeys)) dropped.push(key)
    })
    for (const key of dropped) store.delete(key)
    return dropped.length
  }
  return {
    get: (key) => {
      const page = (site.get(key) ?? rest.get(key))?.page
      options.onLookup?.(page !== undefined)
      return page
    },
    peek: (key) => (site.peek(key) ?? rest.peek(key))?.page,
    has: (key) => site.has(key) || rest.has(key),
    set: (key, page, status, contentKeys = new Set()) => {
      const stored = { page, contentKeys }
      if (status === 200 && !key.includes('?')) site.set(key, stored)
      else rest.set(key, stored)
    },
    clear: () => {
      site.clear()
      rest.clear()
    },
    purge: (contentKeys) => purgeFrom(site, contentKeys) + purgeFrom(rest, contentKeys),
  }
}
