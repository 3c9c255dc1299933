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
