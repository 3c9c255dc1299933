import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'
import type { Locale } from '#schema/locale'
import { Store } from '#schema/store'

const StoreList = t.readonlyArray(Store)

/**
 * Every store of the page's site, from `GET /api/stores` (site/server/api/stores-router.server.ts):
 * what the locator's search, map and "near me" work on once the visitor acts. Decoded like any
 * answer from outside the page; a failure throws, and the locator falls back to its plain form.
 */
export async function fetchStores(locale: Locale): Promise<readonly Store[]> {
  const answer = await fetch(`/api/stores?locale=${locale}`, { headers: { accept: 'application/json' } })
  if (!answer.ok) throw new Error(`The store list answered ${answer.status}`)
  return decodeOrThrow(StoreList, await answer.json(), 'The store list')
}
