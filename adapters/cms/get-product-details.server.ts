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
      ... on product_Entry {
        BC_id
        collection: taxonomyCollection { title slug }
        categories: productCategories { title slug }
        finishes: finiture { title }
        productDimensions
        productMaterials
        productWeight
        productCapacity
      }
    }
  }
`)

const Named = t.type({ title: cmsField.text(), slug: cmsField.text() })
export const ProductDetails = t.type({
  BC_id: cmsField.text(),
  collection: cmsField.orDefault(t.array(Named), []),
  categories: cmsField.orDefault(t.array(Named), []),
  finishes: cmsField.orDefault(t.array(t.type({ title: cmsField.text() })), []),
  productDimensions: cmsField.text(),
  productMaterials: cmsField.text(),
  productWeight: cmsField.text(),
  productCapacity: cmsField.text(),
})
export type ProductDetails = t.TypeOf<typeof ProductDetails>

/**
 * A product's code in the 360 service (BC_id), its collection and category, its finishes and its
 * facts (decision 048), or null for another entry.
 */
export async function getProductDetails(
  cms: CmsClient,
  request: { id: string; locale: Locale },
): Promise<ProductDetails | null> {
  const data = await cms.query(productQuery, { id: [request.id], siteId: locales[request.locale].siteId })
  return decodeOrThrow(t.type({ entry: t.union([t.null, ProductDetails]) }), data, `Product ${request.id}`)
    .entry
}
