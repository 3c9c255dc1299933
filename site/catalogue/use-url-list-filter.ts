import { useCallback, useMemo } from 'react'
import { useLocation, useNavigate } from 'react-router'
import type { ListFilter } from '#runtime/list-filter'
import { listFilterParam } from '#runtime/list-filter'
import { matchScreen } from '#runtime/route-table'
import { screenQuery } from '#site/screen-query'

/**
 * The page's list filter kept in its URL (decision 040): read as the screen
 * declares it (screen-query.ts), so the server's render, cached by the declared parameters, and
 * the browser's agree; a choice is a new history entry (Back undoes it) that keeps the scroll, and
 * focus stays on the pressed control (only a new path moves it, route-announcer.tsx).
 */
export function useUrlListFilter(): ListFilter {
  const { pathname, search } = useLocation()
  const navigate = useNavigate()
  const screen = matchScreen(pathname)?.screen
  const read = screen ? screenQuery[screen][listFilterParam] : undefined
  const given = new URLSearchParams(search).get(listFilterParam)
  const chosen = given === null || !read ? undefined : read(given)
  const choose = useCallback(
    (slug: string) => {
      const params = new URLSearchParams(search)
      if (slug === '') params.delete(listFilterParam)
      else params.set(listFilterParam, slug)
      const query = params.toString()
      void navigate({ pathname, search: query === '' ? '' : `?${query}` }, { preventScrollReset: true })
    },
    [navigate, pathname, search],
  )
  return useMemo(() => ({ chosen, choose }), [chosen, choose])
}
