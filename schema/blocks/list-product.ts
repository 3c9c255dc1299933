import type * as t from 'io-ts'
import { entryListCodec, listFragment } from '#schema/blocks/list-block'

/** Chosen products entries (selectProduct), as cards, a grid or a slider (spec 3, List blocks). */
export const ListProduct = entryListCodec('ListProduct')
export type ListProduct = t.TypeOf<typeof ListProduct>

export const listProductFragment = listFragment('listProduct', 'selectProduct')
