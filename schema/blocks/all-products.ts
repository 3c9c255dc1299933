import type * as t from 'io-ts'
import { allSelection, allSdl, entryListCodec } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Every entry of the products section; the adapter fills `entries` in (decision 007). */
export const AllProducts = entryListCodec('AllProducts')
export type AllProducts = t.TypeOf<typeof AllProducts>

export const allProductsSelection = allSelection

export const allProductsBlock = defineBlock({
  name: 'allProducts',
  codec: AllProducts,
  selection: allProductsSelection,
  parents: ['page'],
  sdl: allSdl,
  malformed: { raw: { fieldListFilter: [{ id: {} }] }, path: 'fieldListFilter' },
})
