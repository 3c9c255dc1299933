/**
 * Where the publish bench looks at a page: a site instance itself, whose page caches answer
 * `X-HTML-Cache: hit`, or Varnish in front, which answers `X-Cache: HIT` (a page past its
 * `s-maxage` but within its grace is a hit too: it was kept, not purged).
 */
export type PublishTarget = { name: string; origin: string; cache: 'site' | 'varnish' }

/** A page as one target answered it. */
export type TargetPage = { status: number; cached: boolean; html: string }

export async function visitTarget(target: PublishTarget, path: string): Promise<TargetPage> {
  const response = await fetch(`${target.origin}${path}`)
  const cached =
    target.cache === 'varnish'
      ? response.headers.get('x-cache') === 'HIT'
      : response.headers.get('x-html-cache') === 'hit'
  return { status: response.status, cached, html: await response.text() }
}

/** Visits `path` until `target` answers it from its cache (the first visit fetches and keeps it). */
export async function cachedOn(target: PublishTarget, path: string): Promise<void> {
  let last: TargetPage | undefined
  for (let attempt = 0; attempt < 20; attempt += 1) {
    last = await visitTarget(target, path)
    if (last.cached) return
    if (last.status === 429)
      throw new Error(
        `${target.name} refused ${path} (429, the render budget of one address): start the site with CACHE_MISSES_PER_IP_PER_MINUTE=1000000`,
      )
  }
  throw new Error(`${target.name} never answered ${path} from its cache (last status ${last?.status})`)
}

/** The share of `paths` that `target` answered from its cache, one visit each. */
export async function hitRatio(target: PublishTarget, paths: readonly string[]): Promise<number> {
  let hits = 0
  for (const path of paths) if ((await visitTarget(target, path)).cached) hits += 1
  return paths.length === 0 ? Number.NaN : hits / paths.length
}
