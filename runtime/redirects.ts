/**
 * Permanent redirects by path (spec 2, Redirects): old or wrong-language words to the right
 * screen. The spec's "en/rivenditori (no leading slash)" is the path /en/rivenditori.
 */
export const redirects: Readonly<Record<string, string>> = {
  '/it/stores': '/it/rivenditori',
  '/it/projects': '/it/realizzazioni',
  '/it/products': '/it/prodotti',
  '/en/realizzazioni': '/en/projects',
  '/en/prodotti': '/en/products',
  '/en/rivenditori': '/it/rivenditori',
}

/** Where a path is redirected to, trailing slash ignored; undefined when it stays. */
export function redirectFor(pathname: string): string | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return Object.hasOwn(redirects, trimmed) ? redirects[trimmed] : undefined
}
