import type * as t from 'io-ts'
import { allFragment, allSdl, entryListCodec } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Every entry of the products section; the adapter fills `entries` in (decision 007). */
export const AllProducts = entryListCodec('AllProducts')
export type AllProducts = t.TypeOf<typeof AllProducts>

export const allProductsFragment = allFragment('allProducts')

export const allProductsBlock = defineBlock({
  name: 'allProducts',
  codec: AllProducts,
  fragment: allProductsFragment,
  parents: ['page'],
  sdl: allSdl,
  malformed: { raw: { fieldListFilter: [{ id: {} }] }, path: 'fieldListFilter' },
})
