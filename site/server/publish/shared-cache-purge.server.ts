import type { Logger } from '#schema/logger'
import type { PurgeOrder } from '#schema/purge-order'

/*
 * Every page's layout reads the site's globals, navigation and site info, so every cached page
 * names these keys: purging them empties the shared cache of pages, which is what a change the
 * keys do not follow (`everything`, an asset's) asks for.
 */
const keysOfEveryPage = ['globals', 'navigation', 'site-info']

/**
 * Tells the shared cache in front (SHARED_CACHE_PURGE_URL, Varnish with the xkey module: decision
 * 054) to drop the pages made of what changed: one `PURGE` with the keys in an `xkey` header,
 * which the VCL accepts from the instances only. Sent by each instance once its own caches are
 * purged: the one that took the webhook before it answers, the others when Redis brings them the
 * order, so a copy the shared cache fetched from one of them before it heard goes too (decision
 * 058). A failure is logged, never thrown: the shared cache then serves the old page until its
 * `s-maxage` runs out.
 */
export function sharedCachePurge(options: {
  url: string
  log: Logger
  timeoutMs?: number
}): (order: PurgeOrder) => Promise<void> {
  return async (order) => {
    const keys = order.everything ? keysOfEveryPage : order.keys
    if (keys.length === 0) return
    try {
      const answer = await fetch(new URL('/', options.url), {
        method: 'PURGE',
        headers: { xkey: keys.join(' ') },
        signal: AbortSignal.timeout(options.timeoutMs ?? 2000),
      })
      if (!answer.ok) throw new Error(`the shared cache answered ${answer.status}`)
      options.log.info('Shared cache purged', { keys: keys.join(' '), answer: await answer.text() })
    } catch (error) {
      options.log.warn('The shared cache could not be purged', {
        keys: keys.join(' '),
        error: error instanceof Error ? error.message : String(error),
      })
    }
  }
}
