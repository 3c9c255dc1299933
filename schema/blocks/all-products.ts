import type * as t from 'io-ts'
import { allFragment, entryListCodec } from '#schema/blocks/list-block'

/** Every entry of the products section; the adapter fills `entries` in (decision 007). */
export const AllProducts = entryListCodec('AllProducts')
export type AllProducts = t.TypeOf<typeof AllProducts>

export const allProductsFragment = allFragment('allProducts')
