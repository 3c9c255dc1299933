/*
 * A URL from the CMS goes into `href`, `src`, `srcset`, `poster` and `action` attributes, where a
 * `javascript:` (or `data:`, `vbscript:`, …) URL is code. Every CMS URL field decodes through
 * this codec: it keeps web, mail and phone links and relative paths, and turns anything else into
 * `''` (no link, no image). The scheme is read by the WHATWG URL parser, as the browser reads it,
 * so case, spaces, tabs and control characters cannot disguise it.
 *
 * This module is free of io-ts, because the browser builds download links with it
 * (docs/architecture.md, Performance); the codec is ./safe-url-codec.
 */

interface SafeUrlBrand {
  readonly SafeUrl: unique symbol
}

/** A URL that went through {@link safeUrl}: the only URL a renderer may write into an attribute. */
export type SafeUrl = string & SafeUrlBrand

const allowedSchemes = new Set(['http:', 'https:', 'mailto:', 'tel:'])
// Resolves relative URLs, so only the scheme of an absolute one can differ from it.
const relativeBase = 'https://relative.invalid/'

/** `url` (trimmed) when it is a relative, http(s), mailto or tel URL; `''` for any other. */
export function safeUrl(url: string): SafeUrl {
  const trimmed = url.trim()
  let scheme: string
  try {
    scheme = new URL(trimmed, relativeBase).protocol
  } catch {
    scheme = ''
  }
  // The brand records that the check ran; this is the one place allowed to assert it.
  return (allowedSchemes.has(scheme) ? trimmed : '') as SafeUrl
}

/** No URL: a link without a target, or a URL withheld from the visitor (spec 6). */
export const noUrl = safeUrl('')

/** A `srcset` whose every candidate URL is safe, as given; `''` when one is not. */
export function safeSrcset(srcset: string): string {
  const urls = srcset
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
    .filter((url) => url !== '')
  return urls.every((url) => safeUrl(url) === url) ? srcset.trim() : ''
}
