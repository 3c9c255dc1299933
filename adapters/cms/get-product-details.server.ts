import { parse } from 'graphql'
import type { TypedDocumentNode } from '@urql/core'
import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'
import { cmsField } from '#schema/blocks/cms-field'
import { locales, type Locale } from '#schema/locale'
import type { CmsClient } from './cms-client.server'

export const productQuery: TypedDocumentNode<unknown, { id: string[]; siteId: number }> = parse(`
  query ProductDetails($id: [QueryArgument], $siteId: [QueryArgument]) {
    entry(id: $id, siteId: $siteId) {
      ... on product_Entry { BC_id collection: taxonomyCollection { title slug } }
    }
  }
`)

const Named = t.type({ title: cmsField.text(), slug: cmsField.text() })
export const ProductDetails = t.type({
  BC_id: cmsField.text(),
  collection: cmsField.orDefault(t.array(Named), []),
})
export type ProductDetails = t.TypeOf<typeof ProductDetails>

/** A product's code in the 360 service (BC_id) and its collection, or null for another entry. */
export async function getProductDetails(
  cms: CmsClient,
  request: { id: string; locale: Locale },
): Promise<ProductDetails | null> {
  const data = await cms.query(productQuery, { id: [request.id], siteId: locales[request.locale].siteId })
  return decodeOrThrow(t.type({ entry: t.union([t.null, ProductDetails]) }), data, `Product ${request.id}`)
    .entry
}
