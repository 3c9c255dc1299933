import type { ShouldRevalidateFunctionArgs } from 'react-router'
import { localeOfPath } from '#schema/locale'

/**
 * Whether the root's and the locale layout's data (locale, public configuration, menus, globals)
 * load again: not on a plain navigation inside one language, where they cannot change. So a page
 * whose own data fails to load (an aborted request, a 503) fails alone, and its error page keeps
 * the header, the footer and the language (spec 2, Layouts). Form posts and explicit
 * revalidations (same URL) keep the router's default, so a login or logout still refreshes them.
 */
export function revalidateOnLocaleChange({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod !== undefined || currentUrl.href === nextUrl.href) return defaultShouldRevalidate
  return localeOfPath(currentUrl.pathname) !== localeOfPath(nextUrl.pathname)
}
