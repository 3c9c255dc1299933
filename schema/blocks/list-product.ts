import type * as t from 'io-ts'
import { entryListCodec, listFragment, listSdl } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Chosen products entries (selectProduct), as cards, a grid or a slider (spec 3, List blocks). */
export const ListProduct = entryListCodec('ListProduct')
export type ListProduct = t.TypeOf<typeof ListProduct>

export const listProductFragment = listFragment('listProduct', 'selectProduct')

export const listProductBlock = defineBlock({
  name: 'listProduct',
  codec: ListProduct,
  fragment: listProductFragment,
  parents: ['page', 'contentGroup'],
  sdl: listSdl('selectProduct'),
  malformed: {
    raw: { entries: [{ slug: 'a', sectionHandle: 'products', categories: [{ id: null }] }] },
    path: 'categories',
  },
})
