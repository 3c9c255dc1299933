/**
 * How many stores the list shows at first, and how many more each "Show more" adds. The whole list
 * (some 500 stores) made the page 400 KB of HTML and its hydration the longest task of a phone's
 * load; a visitor finds a store by searching, filtering or "near me" far more than by scrolling.
 */
export const listPage = 50

/** The rows of `?rows=`: a whole number of pages, at least one; anything else is the first page. */
export function listRowsOf(parameter: string | null): number {
  const rows = Number(parameter)
  if (!Number.isSafeInteger(rows) || rows <= listPage) return listPage
  return Math.ceil(rows / listPage) * listPage
}

/**
 * The most rows a URL may ask for (100 pages): a bound on the list's copies in the page caches.
 * The screen shows at most the whole list anyway (stores.tsx).
 */
export const maxListRows = 100 * listPage
