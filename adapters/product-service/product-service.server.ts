import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'
import { SafeUrl } from '#schema/safe-url-codec'

/**
 * One product of the 360 product service (spec 7, `GET /products/with-sayduck`). The item shape
 * is not given; what the site needs is the product code (BC_id in the CMS) and the viewer's
 * address, so other fields are ignored and an item without a code, or with an unsafe viewer URL
 * (`javascript:`…, schema/safe-url.ts), is dropped.
 */
// The viewer's address becomes a link on the product page: never a `javascript:` one (docs/security.md).
export const Product360 = t.type({ BC_id: t.string, viewerUrl: t.union([SafeUrl, t.null, t.undefined]) })
export type Product360 = t.TypeOf<typeof Product360>

const Answer = t.union([t.array(t.unknown), t.type({ data: t.array(t.unknown) })])

/** Decodes the service's answer (a list, or `{ data: [...] }`), keeping the items that have a code. */
export function decodeProducts360(raw: unknown): Product360[] {
  const answer = decodeOrThrow(Answer, raw, 'The 360 product list')
  const items = Array.isArray(answer) ? answer : answer.data
  return items.flatMap((item) => (Product360.is(item) ? [item] : []))
}

/**
 * Fetches the 360 list from `baseUrl` (PRODUCT_SERVICE_URL, or the site's embedded default), with
 * a short timeout: the product page must not wait long for an optional link.
 */
export async function fetchProducts360(baseUrl: string, timeoutMs = 2_000): Promise<Product360[]> {
  const response = await fetch(`${baseUrl.replace(/\/$/, '')}/products/with-sayduck`, {
    signal: AbortSignal.timeout(timeoutMs),
    headers: { accept: 'application/json' },
  })
  if (!response.ok) throw new Error(`the 360 product service answered ${response.status}`)
  return decodeProducts360(await response.json())
}
