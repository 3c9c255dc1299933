import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { listFilterParam } from '#runtime/list-filter'

/**
 * Whether a screen with lists loads its data again: not when only the list filter changed (decision
 * 040), since the lists are filtered in the page from the data it has, so a filter applies at once,
 * with no request. Anything else keeps the router's default.
 */
export function revalidateUnlessFiltered({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod !== undefined || currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  if (currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate
  const without = (url: URL) => {
    const params = new URLSearchParams(url.search)
    params.delete(listFilterParam)
    params.sort()
    return params.toString()
  }
  return without(currentUrl) === without(nextUrl) ? false : defaultShouldRevalidate
}
