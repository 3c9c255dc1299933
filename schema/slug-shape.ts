/**
 * The shape of every slug the CMS gives: lower-case words joined by hyphens, 100 characters at
 * most. Free of io-ts, because the browser checks URL parameters with it (docs/architecture.md,
 * Performance); ./product-slug builds its codec on it.
 *
 * @example
 * isSlug('lettino-onda') // true
 * isSlug('Lettino Onda') // false
 */
export function isSlug(value: string): boolean {
  return value.length <= 100 && /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value)
}
