import type { CmsClient } from '#adapters/cms/cms-client.server'
import type { Logger } from '#schema/logger'
import type { PurgeOrder } from '#schema/purge-order'
import type { PageCacheName, PagePurges } from '../surrogate-keys/page-purges.server'

/** What one purge dropped, per cache; `everything` when the CMS cache was cleared whole. */
export type PurgeCounts = { cms: number; everything: boolean } & Record<PageCacheName, number>

/** Where a purge order came from: a webhook to this instance, or another instance over Redis. */
export type PurgeSource = 'webhook' | 'peer'

/**
 * Applies a purge order on this instance (docs/decisions/053): the CMS client's answers first,
 * then the pages (so a page rendered again reads fresh answers), then a rebuild of the search
 * index is scheduled. `everything` clears the CMS cache, which changes the content version: the
 * page caches drop every page at their next lookup.
 */
export function contentPurge(deps: {
  getCms: () => CmsClient
  pages: PagePurges
  rebuildSearch: () => void
  onPurged: (source: PurgeSource, counts: PurgeCounts) => void
  log: Logger
}): (order: PurgeOrder, source: PurgeSource) => PurgeCounts {
  return (order, source) => {
    const cms = deps.getCms()
    let counts: PurgeCounts
    if (order.everything) {
      cms.clear()
      counts = { cms: 0, everything: true, 'finished-page': 0, html: 0 }
    } else {
      const keys = new Set(order.keys)
      const answers = cms.purge(keys)
      counts = { cms: answers, everything: false, ...deps.pages.purge(keys) }
    }
    deps.rebuildSearch()
    deps.onPurged(source, counts)
    deps.log.info('Content purged', { source, keys: order.keys.join(' '), ...counts })
    return counts
  }
}
