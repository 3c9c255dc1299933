import * as t from 'io-ts'
import { noUrl, safeUrl, type SafeUrl as SafeUrlText } from './safe-url'

/** A CMS URL field: null becomes `''`, an unsafe URL becomes `''` (see {@link safeUrl}). */
export const SafeUrl = new t.Type<SafeUrlText, string, unknown>(
  'SafeUrl (link or asset URL)',
  (u): u is SafeUrlText => typeof u === 'string' && safeUrl(u) === u,
  (input, context) => {
    if (input === null || input === undefined) return t.success(noUrl)
    return typeof input === 'string' ? t.success(safeUrl(input)) : t.failure(input, context)
  },
  (url) => url,
)
export type SafeUrl = SafeUrlText
