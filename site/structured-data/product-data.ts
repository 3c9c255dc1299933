import type { Product, WithContext } from 'schema-dts'
import { absoluteUrl, type JsonLdObject } from './json-ld'

/**
 * A product for search engines: name, description, picture, code, brand, category and material.
 * No offers: Fast sells through dealers and publishes no prices (decision 049).
 */
export function productData(input: {
  origin: string
  path: string
  name: string
  description: string
  image: string | undefined
  code: string
  category: string | undefined
  material: string
}): JsonLdObject {
  const { origin, path, name, description, image, code, category, material } = input
  const data = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    description,
    url: absoluteUrl(origin, path),
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    ...(code ? { sku: code } : {}),
    brand: { '@type': 'Brand', name: 'Fast' },
    manufacturer: { '@id': absoluteUrl(origin, '/#organization') },
    ...(category ? { category } : {}),
    ...(material ? { material } : {}),
  } satisfies WithContext<Product>
  return data
}
