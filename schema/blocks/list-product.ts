import type * as t from 'io-ts'
import { entryListCodec, listSelection, listSdl } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Chosen products entries (selectProduct), as cards, a grid or a slider (spec 3, List blocks). */
export const ListProduct = entryListCodec('ListProduct')
export type ListProduct = t.TypeOf<typeof ListProduct>

export const listProductSelection = listSelection('selectProduct', 'product')

export const listProductBlock = defineBlock({
  name: 'listProduct',
  codec: ListProduct,
  selection: listProductSelection,
  parents: ['page', 'contentGroup'],
  sdl: listSdl('selectProduct'),
  malformed: {
    raw: { entries: [{ slug: 'a', sectionHandle: 'products', categories: [{ id: null }] }] },
    path: 'categories',
  },
})
