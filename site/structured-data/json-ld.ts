import type { MetaDescriptor } from 'react-router'

/** A JSON-LD value: what `JSON.stringify` writes back unchanged. */
export type JsonLdValue = string | number | boolean | null | JsonLdValue[] | { [key: string]: JsonLdValue }
export type JsonLdObject = { [key: string]: JsonLdValue }

/**
 * A page's structured data as meta descriptors: React Router renders each as
 * `<script type="application/ld+json">` on the server, writing `<`, `>` and `&` as `\u003c`,
 * `\u003e` and `\u0026`, so CMS text can never close the element (docs/decisions/049).
 * A data block is not a script: it runs nothing, and the CSP needs no hash for it.
 */
export function jsonLdMeta(
  items: readonly (JsonLdObject | null | undefined)[] | undefined,
): MetaDescriptor[] {
  return (items ?? []).flatMap((item) => (item ? [{ 'script:ld+json': item }] : []))
}

/** An absolute URL on the public site for a path; an absolute URL (a CMS on its own host) stays. */
export function absoluteUrl(origin: string, path: string): string {
  return /^https?:\/\//.test(path) ? path : `${origin.replace(/\/+$/, '')}${path}`
}
