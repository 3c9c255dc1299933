import { Client, fetchExchange } from '@urql/core'
import type { TypedDocumentNode } from '@urql/core'
import { Kind, print } from 'graphql'
import { LRUCache } from 'lru-cache'
import { type SurrogateKeys, noSurrogateKeys, sharesAKey } from '#schema/surrogate-keys'
import type { AnswerKeysOf } from './answer-keys'
import { CmsError } from './cms-error'
import { createPurgeLog } from './purge-log'

/**
 * Live preview (docs/architecture.md, Content source): the editor's token, sent on, and no cache
 * on either side.
 */
export type Preview = { token: string }

export type CmsClient = {
  /**
   * Runs a query and gives its `data` undecoded: callers decode it (schema/) before use.
   * Answers are cached per process; a stale answer is served while a fresh one is fetched, and
   * kept when the CMS fails, so a CMS outage does not take down pages already seen.
   */
  query<Data, Variables extends Record<string, unknown>>(
    document: TypedDocumentNode<Data, Variables>,
    variables: Variables,
    options?: { preview?: Preview | undefined },
  ): Promise<unknown>
  /** Drops every cached answer (content changed). */
  clear(): void
  /**
   * Drops the cached answers that hold any of `keys` (docs/decisions/053), and makes sure an
   * answer fetched before this call is not kept, nor given, afterwards. Returns how many it dropped.
   */
  purge(keys: ReadonlySet<string>): number
  /**
   * A number that changes whenever the content may have changed: a refreshed answer differs from
   * the one it replaces, or the cache was cleared. Caches built from CMS answers (the HTML cache)
   * key on it. Undefined when the cache is off: nothing built from answers may then be kept.
   */
  contentVersion(): number | undefined
}

// The client sends any document; the typed signature above is what callers see.
type AnyDocument = TypedDocumentNode<unknown, Record<string, unknown>>

export type CmsClientOptions = {
  url: string
  token: string
  /** How long an answer is fresh; after that it is served stale while being refreshed. */
  ttlSeconds: number
  /** No cache at all (benchmarks of a full render). */
  cacheDisabled?: boolean
  fetch?: typeof fetch
  /** Told of every query sent to the CMS: its operation, how long it took, whether it answered (/metrics). */
  onQuery?: (operation: string, seconds: number, ok: boolean) => void
  /** Told of every cached lookup: whether a fresh or stale answer was there (/metrics). */
  onLookup?: (hit: boolean) => void
  /** What each answer depends on (answer-keys.ts); without it answers carry no keys. */
  answerKeys?: AnswerKeysOf
  /**
   * Told of the keys of every answer given, cached or not, in the caller's async context: the
   * site collects them per request (the render's surrogate keys).
   */
  onAnswerKeys?: (keys: SurrogateKeys) => void
}

/** The urql client the loaders use, server side only (it carries the CMS token). */
export function createCmsClient(options: CmsClientOptions): CmsClient {
  const client = new Client({
    url: options.url,
    exchanges: [fetchExchange],
    requestPolicy: 'network-only',
    preferGetMethod: 'within-url-limit',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })

  async function send(
    document: AnyDocument,
    variables: Record<string, unknown>,
    preview?: Preview,
  ): Promise<unknown> {
    const headers: Record<string, string> = { Authorization: `Bearer ${options.token}` }
    // Craft's live preview: the draft token travels as X-Craft-Token next to the bearer token.
    if (preview) headers['X-Craft-Token'] = preview.token
    const started = performance.now()
    const result = await client.query(document, variables, { fetchOptions: { headers } }).toPromise()
    options.onQuery?.(operationName(document), (performance.now() - started) / 1000, !result.error)
    if (result.error)
      throw new CmsError(`CMS query ${operationName(document)} failed: ${result.error.message}`, {
        cause: result.error,
      })
    return result.data
  }

  /** An answer, its keys, and the purge log's mark it is known to be current at. */
  type Entry = { data: unknown; keys: SurrogateKeys; mark: number }
  const purges = createPurgeLog()
  const keysOf = (document: AnyDocument, variables: Record<string, unknown>, data: unknown): SurrogateKeys =>
    options.answerKeys ? options.answerKeys(document, variables, data) : noSurrogateKeys
  let version = 0
  type Context = { document: AnyDocument; variables: Record<string, unknown> }
  const cache = new LRUCache<string, Entry, Context>({
    max: 2000,
    ttl: Math.max(1, options.ttlSeconds) * 1000,
    allowStale: true,
    allowStaleOnFetchRejection: true,
    allowStaleOnFetchAbort: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (key, stale, { context }) => {
      // Marked before the request leaves: a purge while it travels may concern what it brings back.
      const mark = purges.mark()
      try {
        const data = await send(context.document, context.variables)
        failures.delete(key)
        // A refresh, not a first fetch: compared once per refresh and key, so it costs little.
        if (stale && JSON.stringify(stale.data) !== JSON.stringify(data)) version += 1
        return { data, keys: keysOf(context.document, context.variables, data), mark }
      } catch (error) {
        failures.set(key, { error })
        throw error
      }
    },
  })
  // With no stale answer to fall back on, lru-cache gives `undefined` for a failed fetch; the
  // caller should see why, so the last failure of each key is kept until it succeeds again.
  const failures = new LRUCache<string, { error: unknown }>({ max: 500 })

  /** The cached answer of `key`, fetched again once if a purge since its fetch concerns it. */
  async function current(key: string, context: Context): Promise<Entry | undefined> {
    for (let attempt = 0; ; attempt += 1) {
      // lru-cache coalesces concurrent fetches of one key: one CMS request for a burst of visitors.
      const status: LRUCache.Status<string, Entry, Context> = {}
      const entry = await cache.fetch(key, { context, status })
      if (attempt === 0) options.onLookup?.(status.fetch === 'hit' || status.fetch === 'stale')
      if (!entry || entry.mark === purges.mark()) return entry
      // The fetch left before a purge and came back after it: the CMS may have changed meanwhile.
      if (attempt === 0 && purges.purgedSince(entry.mark, entry.keys.keys)) {
        if (cache.peek(key, { allowStale: true }) === entry) cache.delete(key)
        continue
      }
      // Current up to now: the next lookup need not look through these purges again.
      entry.mark = purges.mark()
      return entry
    }
  }

  return {
    async query(typedDocument, variables, queryOptions = {}) {
      const document = typedDocument as unknown as AnyDocument
      if (queryOptions.preview || options.cacheDisabled) {
        const data = await send(document, variables, queryOptions.preview)
        options.onAnswerKeys?.(keysOf(document, variables, data))
        return data
      }
      const key = `${operationName(document)}:${JSON.stringify(variables)}:${documentKey(document)}`
      const entry = await current(key, { document, variables })
      if (entry) {
        options.onAnswerKeys?.(entry.keys)
        return entry.data
      }
      const failure = failures.get(key)?.error
      throw failure instanceof Error
        ? failure
        : new CmsError(`CMS query ${operationName(document)} gave nothing`)
    },
    clear: () => {
      cache.clear()
      version += 1
    },
    purge(keys) {
      purges.record(keys)
      const dropped: string[] = []
      // forEach sees answers being refreshed too (their stale copy), never a first fetch in flight.
      cache.forEach((entry, key) => {
        if (sharesAKey(entry.keys.keys, keys)) dropped.push(key)
      })
      for (const key of dropped) cache.delete(key)
      return dropped.length
    },
    contentVersion: () => (options.cacheDisabled ? undefined : version),
  }
}

const printed = new WeakMap<object, string>()
function documentKey(document: AnyDocument): string {
  let text = printed.get(document)
  if (!text) {
    text = print(document)
    printed.set(document, text)
  }
  return text
}

function operationName(document: AnyDocument): string {
  for (const definition of document.definitions) {
    if (definition.kind === Kind.OPERATION_DEFINITION) return definition.name?.value ?? 'anonymous'
  }
  return 'anonymous'
}
