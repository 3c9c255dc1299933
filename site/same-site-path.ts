/** A path of this site, normalised: what a redirect built from a visitor's words may point at. */
export type SameSitePath = { pathname: string; search: string }

const base = 'http://site.invalid'

/**
 * `value` as a path of this site, or undefined when a browser could read it as another origin.
 * The check runs on the path as the URL parser normalises it, the way a browser resolves a
 * Location: `/.//evil.example` passes a check on the raw text but becomes `//evil.example`, a
 * scheme-relative URL (docs/security.md). Control characters and backslashes are refused outright:
 * parsers strip the first and read the second as `/`.
 *
 * @example
 * sameSitePath('/en/about-us?x=1') // { pathname: '/en/about-us', search: '?x=1' }
 * sameSitePath('/.//evil.example') // undefined
 */
export function sameSitePath(value: unknown): SameSitePath | undefined {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2000) return undefined
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (!value.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(value)) return undefined
  let url: URL
  try {
    url = new URL(value, base)
  } catch {
    return undefined
  }
  if (url.origin !== base) return undefined
  // After normalising, `//host` or `/\host` would leave the site; the path must be one segment deep at least.
  if (!url.pathname.startsWith('/') || url.pathname.startsWith('//') || url.pathname.startsWith('/\\'))
    return undefined
  return { pathname: url.pathname, search: url.search }
}
