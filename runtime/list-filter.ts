import { createContext, useContext } from 'react'

/** The query parameter a list's filter is kept in (site/screen-query.ts declares it). */
export const listFilterParam = 'category'

/** A list filter's state, kept by the site in the page's URL (decision 040). */
export type ListFilter = {
  /** The category slug in the URL, or undefined for none. */
  chosen: string | undefined
  /** Puts a slug ('' for all) in the URL as a new history entry, so Back undoes it. */
  choose: (slug: string) => void
}

/**
 * The filter of the page's lists, provided by the site (`<ListFilterContext value={filter}>`).
 * Without a site (renderer tests, previews) a list keeps its filter to itself.
 */
export const ListFilterContext = createContext<ListFilter | undefined>(undefined)

export function useListFilter(): ListFilter | undefined {
  return useContext(ListFilterContext)
}
