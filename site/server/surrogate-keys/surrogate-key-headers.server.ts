import type { ServerResponse } from 'node:http'
import type { RequestHandler } from 'express'
import type { SurrogateKeys } from '#schema/surrogate-keys'
import { surrogateKeyHeader } from '#schema/surrogate-key-header'
import { forbidsSharedCaches } from '../http/cache-headers.server'
import { renderKeysOf } from './render-keys.server'

/** The spellings shared caches read: Varnish's xkey, Fastly's Surrogate-Key, Cloudflare's Cache-Tag. */
const spellings = ['xkey', 'Surrogate-Key', 'Cache-Tag'] as const

/**
 * The surrogate-key headers of an answer made from `keys`: `xkey` and `Surrogate-Key` space
 * separated, `Cache-Tag` comma separated (Cloudflare's list); none when there are no keys.
 */
export function surrogateKeyHeaderPairs(keys: SurrogateKeys): [string, string][] {
  const value = surrogateKeyHeader(keys)
  if (value === '') return []
  return [
    ['xkey', value],
    ['Surrogate-Key', value],
    ['Cache-Tag', value.replaceAll(' ', ',')],
  ]
}

/** Whether a shared cache may keep an answer with this Cache-Control: only those need keys. */
export function sharedCacheMayKeep(cacheControl: string | string[] | number | undefined): boolean {
  return /\b(public|s-maxage)\b/i.test(String(cacheControl ?? '')) && !forbidsSharedCaches(cacheControl)
}

/**
 * Sets the surrogate keys of every answer a shared cache may keep, just before its headers go, from
 * what its render read (render-keys.server.ts) — when `enabled` (SURROGATE_KEYS=on: a shared cache
 * in front reads them, docs/operations.md). Otherwise they are removed: they name the content a
 * page was made from, which browsers do not need to see.
 */
export function surrogateKeyHeaders(options: { enabled: boolean }): RequestHandler {
  return (_request, response, next) => {
    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
    response.writeHead = ((...args: unknown[]) => {
      setKeys(response, options.enabled)
      return writeHead(...args)
    }) as typeof response.writeHead
    next()
  }
}

function setKeys(response: ServerResponse, enabled: boolean): void {
  for (const name of spellings) response.removeHeader(name)
  if (!enabled || !sharedCacheMayKeep(response.getHeader('cache-control'))) return
  for (const [name, value] of surrogateKeyHeaderPairs(renderKeysOf(response))) response.setHeader(name, value)
}
