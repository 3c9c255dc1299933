import type * as t from 'io-ts'
import { entryListCodec, listFragment } from '#schema/blocks/list-block'

/** Chosen collections entries (selectCollection), as cards, a grid or a slider (spec 3, List blocks). */
export const ListCollection = entryListCodec('ListCollection')
export type ListCollection = t.TypeOf<typeof ListCollection>

export const listCollectionFragment = listFragment('listCollection', 'selectCollection')
