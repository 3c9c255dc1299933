import { AsyncLocalStorage } from 'node:async_hooks'
import type { ServerResponse } from 'node:http'
import { type SurrogateKeys, createSurrogateKeyCollector, noSurrogateKeys } from '#schema/surrogate-keys'

type Collector = ReturnType<typeof createSurrogateKeyCollector>

const current = new AsyncLocalStorage<Collector>()
const ofResponse = new WeakMap<ServerResponse, Collector>()

/**
 * Runs `work` (the serving of one request) with a collector of surrogate keys of its own: every
 * CMS answer read while it runs, loaders included, adds its keys (the CMS client's `onAnswerKeys`
 * calls {@link recordRenderKeys}), and the caches and headers read them back by the response.
 */
export function collectingRenderKeys<Result>(response: ServerResponse, work: () => Result): Result {
  const collector = createSurrogateKeyCollector()
  ofResponse.set(response, collector)
  return current.run(collector, work)
}

/** Adds keys to the request being served (a CMS answer, a page replayed from a cache); outside one, nothing. */
export function recordRenderKeys(keys: SurrogateKeys): void {
  current.getStore()?.add(keys)
}

/** Adds keys to the answer behind `response`: a page replayed from a cache brings the keys it was made from. */
export function addRenderKeys(response: ServerResponse, keys: SurrogateKeys): void {
  ofResponse.get(response)?.add(keys)
}

/** The keys of what the answer behind `response` was made from, so far. */
export function renderKeysOf(response: ServerResponse): SurrogateKeys {
  return ofResponse.get(response)?.current() ?? noSurrogateKeys
}
