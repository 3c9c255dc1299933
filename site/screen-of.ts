import { data } from 'react-router'
import type { Locale } from '#schema/locale'
import { matchScreen } from '#runtime/route-table'
import type { ScreenName } from '#runtime/route-table'

/**
 * The screen, locale and slug of a request, read back through the route table. Several screens
 * share one route module, and a loader has no route id, so the URL tells them apart.
 */
export function screenOf(request: Request): { screen: ScreenName; locale: Locale; slug: string | undefined } {
  const match = matchScreen(new URL(request.url).pathname)
  if (!match) throw notFound()
  return { screen: match.screen, locale: match.locale, slug: match.params.slug }
}

/** The 404 answer every screen throws for what does not exist. */
export function notFound() {
  return data(null, { status: 404 })
}
