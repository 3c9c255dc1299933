import { matchScreen } from '#runtime/route-table'
import type { ScreenName } from '#runtime/route-table'
import { StoreType } from '#schema/store'
import { listPage, maxListRows } from './stores/list-rows'

/**
 * One query parameter a screen reads: its value as the screen will read it, or undefined when
 * the screen reads it as if it were absent.
 */
export type QueryParam = (value: string) => string | undefined

/** Free text a loader reads up to `length` characters of. */
const text =
  (length: number): QueryParam =>
  (value) =>
    value === '' ? undefined : value.slice(0, length)

/** A flag read by its presence alone. */
const flag: QueryParam = () => ''

// session-answer.tsx's `sessionAnswers` (a component module, kept out of the server's imports;
// screen-query.test.ts checks the two agree).
export const sessionAnswerNames: readonly string[] = ['loggedIn', 'loggedOut', 'passwordChanged']
const answer: QueryParam = (value) => (sessionAnswerNames.includes(value) ? value : undefined)

/** `?rows=`: whole pages of the store list (list-rows.ts), the first page being no parameter. */
const rows: QueryParam = (value) => {
  const wanted = Number(value)
  if (!Number.isSafeInteger(wanted) || wanted <= listPage) return undefined
  return String(Math.min(maxListRows, Math.ceil(wanted / listPage) * listPage))
}

/**
 * The query parameters each screen reads, and how (issue 22 item 5): the page caches key a page
 * by these alone, so `utm_*`, `fbclid`, `gclid` or anything else a screen does not read makes no
 * new render and no new cache entry. A screen that starts reading a parameter declares it here
 * (screen-query.test.ts checks the screens' own names against this table).
 */
export const screenQuery: Record<ScreenName, Readonly<Record<string, QueryParam>>> = {
  home: {},
  page: {},
  landing: {},
  product: {},
  collection: {},
  designer: {},
  project: {},
  inspiration: {},
  news: {},
  products: {},
  collections: {},
  designers: {},
  projects: {},
  inspirations: {},
  newsList: {},
  productCategory: {},
  projectCategory: {},
  // The screen a no-JS login, logout or password change lands on says how it went.
  account: { answer },
  login: { answer },
  changePassword: { answer },
  // register.tsx: `?registered` after a no-JS registration.
  register: { registered: flag },
  resetPassword: {},
  // stores.tsx and search.tsx read up to 100 characters of the search.
  stores: { q: text(100), type: (value) => (StoreType.is(value) ? value : undefined), rows },
  search: { q: text(100) },
}

/**
 * The URL a page is rendered and cached as (origin form, `/en/products?utm_source=x`): its path,
 * then only the parameters its screen reads, each as the screen reads it, in the table's order.
 * A path of no screen (a 404) keeps no parameter.
 *
 * @example
 * pageUrlOf('/it/rivenditori?utm_source=x&rows=60&q=udine') // '/it/rivenditori?q=udine&rows=100'
 */
export function pageUrlOf(url: string): string {
  const mark = url.indexOf('?')
  if (mark < 0) return url
  const path = url.slice(0, mark)
  const screen = matchScreen(path)?.screen
  const declared = screen ? Object.entries(screenQuery[screen]) : []
  if (declared.length === 0) return path
  const given = new URLSearchParams(url.slice(mark + 1))
  const kept = new URLSearchParams()
  for (const [name, read] of declared) {
    const value = given.get(name)
    const normal = value === null ? undefined : read(value)
    if (normal !== undefined) kept.set(name, normal)
  }
  const query = kept.toString()
  return query === '' ? path : `${path}?${query}`
}
