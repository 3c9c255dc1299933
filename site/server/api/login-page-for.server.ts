import type { Request } from 'express'
import { screenPath } from '#runtime/route-table'
import { defaultLocale, localeOfPath } from '#schema/locale'
import { returnParameter } from '#site/account/return-parameter'
import { returnPathOf } from '#site/account/return-path'

/**
 * Whether the browser is opening the request as a page (a link followed, an address typed): such a
 * visitor must get a page, never an API body (decision 039). Fetch metadata says so; a browser
 * without it asks for HTML before JSON. An API client (`Accept: application/json`) is no navigation.
 */
export function isPageNavigation(request: Request): boolean {
  const mode = request.get('sec-fetch-mode')
  if (mode !== undefined) return mode === 'navigate' && request.get('sec-fetch-dest') !== 'empty'
  return request.accepts(['json', 'html']) === 'html'
}

/**
 * The login page a navigation without a session is sent to, with the way back to the page it came
 * from (its Referer's path, when that is a page of this site) in the page's language. Only the path
 * is taken from the header, and checked as every way back is (decision 039).
 */
export function loginPageFor(request: Request): string {
  const back = returnPathOf(refererPath(request.get('referer')))
  const locale = (back === undefined ? undefined : localeOfPath(back)) ?? defaultLocale
  const login = screenPath('login', locale)
  return back ? `${login}?${new URLSearchParams({ [returnParameter]: back }).toString()}` : login
}

function refererPath(referer: string | undefined): string | undefined {
  if (!referer) return undefined
  try {
    const url = new URL(referer)
    return url.pathname + url.search
  } catch {
    return undefined
  }
}
