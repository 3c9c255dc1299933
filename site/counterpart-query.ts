import { matchScreen } from '#runtime/route-table'
import type { ScreenName } from '#runtime/route-table'
import { screenQuery } from './screen-query'

/**
 * The declared parameters (screen-query.ts) that mean the same on the page's counterpart in the
 * other language, which the language switch carries over (decision 040): a
 * search's words, a store type, how many store rows. A category filter is not here: its value is
 * a slug of one language (`lettini` is `sun-loungers` in English), so the switch drops it.
 */
const sameInBothLanguages: Partial<Record<ScreenName, readonly string[]>> = {
  search: ['q'],
  stores: ['q', 'type', 'rows'],
}

/**
 * The query string (with its `?`, or '') to give the counterpart of the page at `pathname` with
 * `search`: only parameters of both languages, each as its screen reads it.
 *
 * @example counterpartQuery('/en/search', '?q=onda&utm_source=x') // '?q=onda'
 */
export function counterpartQuery(pathname: string, search: string): string {
  const screen = matchScreen(pathname)?.screen
  if (!screen) return ''
  const given = new URLSearchParams(search)
  const kept = new URLSearchParams()
  for (const name of sameInBothLanguages[screen] ?? []) {
    const value = given.get(name)
    const read = screenQuery[screen][name]
    const normal = value === null || !read ? undefined : read(value)
    if (normal !== undefined) kept.set(name, normal)
  }
  const query = kept.toString()
  return query === '' ? '' : `?${query}`
}
