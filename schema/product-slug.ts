import * as t from 'io-ts'
import { isSlug } from './slug-shape'

export interface ProductSlugBrand {
  readonly ProductSlug: unique symbol
}

/**
 * A product's slug as a visitor's URL or form may carry it (`?product=`, decision 050): only this
 * shape is ever sent to the CMS; anything else is read as no product at all.
 */
export const ProductSlug = t.brand(
  t.string,
  (value): value is t.Branded<string, ProductSlugBrand> => isSlug(value),
  'ProductSlug',
)
export type ProductSlug = t.TypeOf<typeof ProductSlug>

/** The slug in `value`, or undefined when it is not one. */
export function productSlugOf(value: unknown): ProductSlug | undefined {
  return ProductSlug.is(value) ? value : undefined
}
