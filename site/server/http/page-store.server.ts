import { LRUCache } from 'lru-cache'

/** What the page caches keep pages in: by key, each with the status it answered. */
export type PageStore<Page extends object> = {
  get(key: string): Page | undefined
  /** As `get`, without making the page recently used. */
  peek(key: string): Page | undefined
  has(key: string): boolean
  set(key: string, page: Page, status: number): void
  clear(): void
}

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
  const site = new LRUCache<string, Page>({ max: options.max, ttl: options.ttlMs })
  const rest = new LRUCache<string, Page>({ max: options.max, ttl: options.ttlMs })
  return {
    get: (key) => {
      const page = site.get(key) ?? rest.get(key)
      options.onLookup?.(page !== undefined)
      return page
    },
    peek: (key) => site.peek(key) ?? rest.peek(key),
    has: (key) => site.has(key) || rest.has(key),
    set: (key, page, status) => {
      if (status === 200 && !key.includes('?')) site.set(key, page)
      else rest.set(key, page)
    },
    clear: () => {
      site.clear()
      rest.clear()
    },
  }
}
