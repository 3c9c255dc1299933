import type { CmsClient } from '#adapters/cms/cms-client.server'
import { listSearchDocuments } from '#adapters/cms/list-search-documents.server'
import { buildSearchIndex } from '#adapters/search-index/search-index'
import type { SearchIndex } from '#adapters/search-index/search-index'
import { type Locale, localeCodes } from '#schema/locale'
import type { Logger } from '#schema/logger'
import type { SearchQuery, SearchResults } from '#schema/search'
import { groupHits } from './group-hits.server'
import { screenDocuments } from './screen-documents.server'

/** How many of the best hits are grouped: enough for every group to fill, few enough to be cheap. */
const hitsConsidered = 200

/** What the last build took, for the log and the bench (its size and build time, decision 046). */
export type SearchIndexStats = {
  builtAt: string
  /** Fetching from the CMS and indexing, both languages. */
  buildMs: number
  /** Of which indexing alone. */
  indexMs: number
  documents: number
  sizeBytes: number
}

export type SiteSearch = {
  /** The index's results, or undefined while the first build has not finished. */
  search(query: SearchQuery): SearchResults | undefined
  /**
   * Builds both languages' indexes again from the CMS and swaps them in when done; the old ones
   * answer meanwhile, and stay if the build fails. Calls during a build share it. The publish
   * webhook calls this.
   */
  rebuild(): Promise<void>
  /** The first build in the background, then a rebuild every `rebuildEverySeconds`. */
  start(): void
  stop(): void
  stats(): SearchIndexStats | undefined
}

/**
 * The site's own search index (decision 046), built from what the CMS serves through the
 * adapter, so a real Craft is indexed as the embedded CMS is. It is rebuilt on a timer and as
 * soon as a search sees the CMS's content version change (the CMS cache refreshed an answer).
 */
export function createSiteSearch(options: {
  getCms: () => CmsClient
  log: Logger
  rebuildEverySeconds: number
}): SiteSearch {
  const { getCms, log } = options
  let indexes: ReadonlyMap<Locale, SearchIndex> | undefined
  let builtVersion: number | undefined
  let building: Promise<void> | undefined
  let stats: SearchIndexStats | undefined
  let timer: NodeJS.Timeout | undefined

  async function build(): Promise<void> {
    const started = performance.now()
    const cms = getCms()
    const built = new Map<Locale, SearchIndex>()
    let indexMs = 0
    for (const locale of localeCodes) {
      const documents = [...(await listSearchDocuments(cms, locale)), ...screenDocuments(locale)]
      const indexing = performance.now()
      built.set(locale, await buildSearchIndex(documents, locale))
      indexMs += performance.now() - indexing
    }
    indexes = built
    builtVersion = cms.contentVersion()
    stats = {
      builtAt: new Date().toISOString(),
      buildMs: Math.round(performance.now() - started),
      indexMs: Math.round(indexMs),
      documents: [...built.values()].reduce((sum, index) => sum + index.documentCount, 0),
      sizeBytes: [...built.values()].reduce((sum, index) => sum + index.sizeBytes(), 0),
    }
    log.info('The search index is built', stats)
  }

  function rebuild(): Promise<void> {
    building ??= build()
      .catch((error: unknown) => {
        log.warn('The search index could not be built; the last one still answers', {
          error: error instanceof Error ? error.message : String(error),
        })
      })
      .finally(() => {
        building = undefined
      })
    return building
  }

  return {
    search(query) {
      const version = getCms().contentVersion()
      if (indexes && version !== undefined && version !== builtVersion) void rebuild()
      const index = indexes?.get(query.locale)
      if (!index) return undefined
      return groupHits(query.q, index.search(query.q, hitsConsidered), query.locale)
    },
    rebuild,
    start() {
      void rebuild()
      timer = setInterval(() => void rebuild(), options.rebuildEverySeconds * 1000)
      // The timer alone must not keep a stopping process alive.
      timer.unref()
    },
    stop() {
      clearInterval(timer)
    },
    stats: () => stats,
  }
}
