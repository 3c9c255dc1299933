import { parse } from 'graphql'
import type { TypedDocumentNode } from '@urql/core'
import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'
import { cmsField } from '#schema/blocks/cms-field'
import { locales, type Locale } from '#schema/locale'
import type { ProductSlug } from '#schema/product-slug'
import type { CmsClient } from './cms-client.server'

/** Exported for the GraphQL cost test (tests/security/graphql-cost.test.ts). */
export const productTitleQuery: TypedDocumentNode<unknown, { slug: string[]; siteId: number }> = parse(`
  query ProductTitle($slug: [String], $siteId: [QueryArgument]) {
    entry(section: "products", slug: $slug, siteId: $siteId) { title slug }
  }
`)

// eslint-disable-next-line no-control-regex
const controlCharacters = /[\u0000-\u001f\u007f]+/g

const Answer = t.type({ entry: t.union([t.null, t.type({ title: cmsField.text(), slug: cmsField.text() })]) })

/**
 * The title of the product with `slug` in `locale`, or null when there is none: what a request
 * about a product names (decision 050). Only a slug of the right shape reaches the CMS, and the
 * title comes back on one line, whatever the CMS holds (it goes into a mail's subject).
 */
export async function getProductTitle(
  cms: CmsClient,
  request: { slug: ProductSlug; locale: Locale },
): Promise<{ slug: ProductSlug; title: string } | null> {
  const data = await cms.query(productTitleQuery, {
    slug: [request.slug],
    siteId: locales[request.locale].siteId,
  })
  const { entry } = decodeOrThrow(Answer, data, `Product ${request.slug}`)
  if (!entry || entry.slug !== request.slug) return null
  const title = entry.title.replace(controlCharacters, ' ').trim().slice(0, 200)
  return title === '' ? null : { slug: request.slug, title }
}
