import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'
import type { RouteKind } from './route-kind'

/** The caches a content purge drops entries from (docs/operations.md, publishing). */
export type PurgedCache = 'finished-page' | 'html' | 'cms'

/** The caches whose hits and misses are counted (docs/operations.md). */
export type CacheName = 'finished-page' | 'html' | 'cms'

/**
 * What the site tells its operators, in Prometheus's format (docs/operations.md): one registry per
 * server, so two servers in one process (the tests) count apart. Labels take few values
 * (route kinds, statuses, cache and limit names, the site's own CMS operations): no visitor's
 * input ever becomes a series.
 */
export type SiteMetrics = {
  registry: Registry
  requestServed(kind: RouteKind, status: number, seconds: number): void
  pageRendered(seconds: number): void
  cacheLookup(cache: CacheName, hit: boolean): void
  cmsQuery(operation: string, seconds: number, ok: boolean): void
  refused(limit: string): void
  /** How many mails wait to be sent, read at each scrape. */
  mailQueueDepthFrom(read: () => Promise<number>): void
  /** A CMS webhook answered, by outcome (purged, or why it was refused). */
  webhookAnswered(outcome: string): void
  /** A purge order applied, from a webhook here or another instance; and what it dropped per cache. */
  contentPurged(source: 'webhook' | 'peer', dropped: Record<PurgedCache, number>, everything: boolean): void
}

let processFigures: Registry | undefined

/**
 * Process and runtime figures, the event loop's lag among them (nodejs_eventloop_lag_seconds):
 * collected once per process, as they are the process's. Each collection starts an event-loop
 * monitor and a GC observer that never stop, so one per server piled up in a process that starts
 * many (a test worker).
 */
function processRegistry(): Registry {
  if (!processFigures) {
    processFigures = new Registry()
    collectDefaultMetrics({ register: processFigures })
  }
  return processFigures
}

export function createSiteMetrics(): SiteMetrics {
  const registry = new Registry()
  const requests = new Counter({
    name: 'fast_http_requests_total',
    help: 'Requests answered, by route kind and status',
    labelNames: ['kind', 'status'],
    registers: [registry],
  })
  const requestSeconds = new Histogram({
    name: 'fast_http_request_duration_seconds',
    help: 'Time from the request to the last byte of its answer, by route kind',
    labelNames: ['kind'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const renderSeconds = new Histogram({
    name: 'fast_page_render_duration_seconds',
    help: 'Time React Router took for a page or page data no cache could answer',
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  })
  const cacheLookups = new Counter({
    name: 'fast_cache_lookups_total',
    help: 'Lookups in the page caches and the CMS answer cache, by result (hit or miss)',
    labelNames: ['cache', 'result'],
    registers: [registry],
  })
  const cmsSeconds = new Histogram({
    name: 'fast_cms_request_duration_seconds',
    help: 'Time the CMS took to answer a query the cache could not, by operation',
    labelNames: ['operation'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  })
  const cmsErrors = new Counter({
    name: 'fast_cms_errors_total',
    help: 'CMS queries that failed (network, HTTP or GraphQL errors), by operation',
    labelNames: ['operation'],
    registers: [registry],
  })
  const refusals = new Counter({
    name: 'fast_rate_limit_refusals_total',
    help: 'Requests refused by a rate limit (429), by limit',
    labelNames: ['limit'],
    registers: [registry],
  })
  const webhooks = new Counter({
    name: 'fast_cms_webhooks_total',
    help: 'CMS change webhooks answered, by outcome (purged, unsigned, bad-signature, stale, replayed, too-large, malformed, not-json)',
    labelNames: ['outcome'],
    registers: [registry],
  })
  const purges = new Counter({
    name: 'fast_content_purges_total',
    help: 'Purge orders applied, by source (webhook: sent to this instance; peer: from another over Redis) and scope (keys, or all)',
    labelNames: ['source', 'scope'],
    registers: [registry],
  })
  const purgedEntries = new Counter({
    name: 'fast_cache_purges_total',
    help: 'Entries dropped from the page caches and the CMS answer cache by purges, by cache',
    labelNames: ['cache'],
    registers: [registry],
  })
  let readMailQueueDepth: (() => Promise<number>) | undefined
  new Gauge({
    name: 'fast_mail_queue_depth',
    help: 'Mails queued and not sent yet (retries included)',
    registers: [registry],
    async collect() {
      if (readMailQueueDepth) this.set(await readMailQueueDepth())
    },
  })
  return {
    // The server's own series and the process's, read live at each scrape.
    registry: Registry.merge([registry, processRegistry()]),
    requestServed: (kind, status, seconds) => {
      requests.inc({ kind, status: String(status) })
      requestSeconds.observe({ kind }, seconds)
    },
    pageRendered: (seconds) => renderSeconds.observe(seconds),
    cacheLookup: (cache, hit) => cacheLookups.inc({ cache, result: hit ? 'hit' : 'miss' }),
    cmsQuery: (operation, seconds, ok) => {
      cmsSeconds.observe({ operation }, seconds)
      if (!ok) cmsErrors.inc({ operation })
    },
    refused: (limit) => refusals.inc({ limit }),
    mailQueueDepthFrom: (read) => {
      readMailQueueDepth = read
    },
    webhookAnswered: (outcome) => webhooks.inc({ outcome }),
    contentPurged: (source, dropped, everything) => {
      purges.inc({ source, scope: everything ? 'all' : 'keys' })
      for (const [cache, count] of Object.entries(dropped)) purgedEntries.inc({ cache }, count)
    },
  }
}
