import type * as t from 'io-ts'
import { entryListCodec, listFragment } from '#schema/blocks/list-block'

/** Chosen inspiration entries (selectInspiration), as cards, a grid or a slider (spec 3, List blocks). */
export const ListInspiration = entryListCodec('ListInspiration')
export type ListInspiration = t.TypeOf<typeof ListInspiration>

export const listInspirationFragment = listFragment('listInspiration', 'selectInspiration')
