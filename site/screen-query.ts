import { matchScreen } from '#runtime/route-table'
import type { ScreenName } from '#runtime/route-table'
import { newsletterTokenOf } from '#schema/newsletter-token'
import { isFormType } from '#schema/blocks/form-type'
import { isSlug } from '#schema/slug-shape'
import { isStoreType } from '#schema/store-type'
import { returnParameter } from './account/return-parameter'
import { returnPathOf } from './account/return-path'
import { resetEmail, resetEmailParameter, resetStepName, resetStepParameter } from './account/reset-step'
import { sentParameter } from './forms/form-outcome'
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

/**
 * `?category=`: a list filter's category slug (decision 040). Only the shape is checked here;
 * a slug that is none of the page's filters shows the whole list and says so (entry-list.tsx).
 */
const category: QueryParam = (value) => (isSlug(value) ? value : undefined)

/** `?product=`: a product's slug (decision 050); only its shape is checked here. */
const product: QueryParam = (value) => (isSlug(value) ? value : undefined)

/** A flag read by its presence alone. */
const flag: QueryParam = () => ''

// session-answer.tsx's `sessionAnswers` (a component module, kept out of the server's imports;
// screen-query.test.ts checks the two agree).
export const sessionAnswerNames: readonly string[] = ['loggedIn', 'loggedOut', 'passwordChanged']
const answer: QueryParam = (value) => (sessionAnswerNames.includes(value) ? value : undefined)

/**
 * `?sent=`: the form of the page a plain post was taken by (decision 038), by its name
 * (`contactFormName`): a form type, or `id:` and the CMS's form id (at most 100 characters).
 */
const sentForm: QueryParam = (value) =>
  isFormType(value) || /^id:[\w.-]{1,100}$/.test(value) ? value : undefined

/** `?back=`: the login's way back (decision 039), only as a same-site page path. */
const back: QueryParam = (value) => returnPathOf(value)

/** `?rows=`: whole pages of the store list (list-rows.ts), the first page being no parameter. */
const rows: QueryParam = (value) => {
  const wanted = Number(value)
  if (!Number.isSafeInteger(wanted) || wanted <= listPage) return undefined
  return String(Math.min(maxListRows, Math.ceil(wanted / listPage) * listPage))
}

/**
 * The query parameters each screen reads, and how (decision 035): the page caches key a page
 * by these alone, so `utm_*`, `fbclid`, `gclid` or anything else a screen does not read makes no
 * new render and no new cache entry. A screen that starts reading a parameter declares it here
 * (screen-query.test.ts checks the screens' own names against this table).
 */
export const screenQuery: Record<ScreenName, Readonly<Record<string, QueryParam>>> = {
  // The screens with lists of entries or downloads (their filter, decision 040); those that hold
  // form blocks (home.tsx, entry-page.tsx) also show a plain post's outcome (decision 038).
  home: { category, [sentParameter]: sentForm },
  // The contact page names the product a request is about (decision 050); only a slug's shape is kept.
  page: { category, product, [sentParameter]: sentForm },
  landing: { category, [sentParameter]: sentForm },
  product: { category, [sentParameter]: sentForm },
  collection: { category, [sentParameter]: sentForm },
  designer: { category, [sentParameter]: sentForm },
  project: { category, [sentParameter]: sentForm },
  inspiration: { category, [sentParameter]: sentForm },
  news: { category, [sentParameter]: sentForm },
  products: { category },
  collections: { category },
  designers: { category },
  projects: { category },
  inspirations: { category },
  newsList: { category },
  productCategory: {},
  projectCategory: {},
  // The screen a no-JS login, logout or password change lands on says how it went.
  account: { answer },
  // login.tsx: `?back=` after a gate sent the visitor here (decision 039).
  login: { answer, [returnParameter]: back },
  changePassword: { answer },
  // register.tsx: `?registered` after a no-JS registration.
  register: { registered: flag },
  // reset-password.tsx: the step a reload comes back to, and the address the code went to.
  resetPassword: { [resetStepParameter]: resetStepName, [resetEmailParameter]: resetEmail },
  // stores.tsx and search.tsx read up to 100 characters of the search.
  stores: { q: text(100), type: (value) => (isStoreType(value) ? value : undefined), rows },
  search: { q: text(100) },
  // The link a newsletter confirmation mail carries; its page is never stored (decision 051).
  newsletterConfirm: { token: newsletterTokenOf },
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
