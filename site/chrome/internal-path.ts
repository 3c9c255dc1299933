import { matchScreen } from '#runtime/route-table'

/**
 * The path of a link on this site, or undefined for an external one (spec 4: internal links are
 * told apart by comparing with the site's own origin). Relative URLs are internal; absolute ones
 * are when their origin is the site's (`PUBLIC_URL`) or the page's own.
 *
 * @example internalPath('https://fast.example/it/prodotti?x=1', ['https://fast.example']) // '/it/prodotti?x=1'
 */
export function internalPath(url: string, origins: readonly string[]): string | undefined {
  if (url.startsWith('/') && !url.startsWith('//')) return url
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const own = origins.some((origin) => {
    try {
      return new URL(origin).origin === parsed.origin
    } catch {
      return false
    }
  })
  return own ? `${parsed.pathname}${parsed.search}${parsed.hash}` : undefined
}

/**
 * The path to navigate to inside the app, or undefined when the link must load as a document: an
 * external URL, or a file or endpoint of this origin (`/api/downloads/…`, `/cms/assets/…`,
 * `/switch-locale`) that no screen of the route table answers.
 *
 * @example routedPath('/en/products', []) // '/en/products'; routedPath('/cms/assets/a.pdf', []) // undefined
 */
export function routedPath(url: string, origins: readonly string[]): string | undefined {
  const path = internalPath(url, origins)
  if (path === undefined) return undefined
  const pathname = new URL(path, 'http://site.invalid').pathname
  return matchScreen(pathname) ? path : undefined
}
