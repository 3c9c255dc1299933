import { matchScreen } from '#runtime/route-table'
import { sameSitePath } from '#site/same-site-path'

/**
 * Where the login page may send a visitor back to: a screen of this site, as the shared same-site
 * check normalises it (decisions 039 and 040); an API path or anything that could leave
 * the site is no way back at all.
 *
 * @example
 * returnPathOf('/en/products/onda-sun-lounger') // '/en/products/onda-sun-lounger'
 * returnPathOf('/.//evil.example') // undefined
 */
export function returnPathOf(value: unknown): string | undefined {
  const path = sameSitePath(value)
  // Only a page of the route table: an API path, or anything that could leave the site, is no way back.
  if (!path || !matchScreen(path.pathname)) return undefined
  return path.pathname + path.search
}
