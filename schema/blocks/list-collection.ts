import type * as t from 'io-ts'
import { entryListCodec, listSelection, listSdl } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Chosen collections entries (selectCollection), as cards, a grid or a slider (spec 3, List blocks). */
export const ListCollection = entryListCodec('ListCollection')
export type ListCollection = t.TypeOf<typeof ListCollection>

export const listCollectionSelection = listSelection('selectCollection', 'collection')

export const listCollectionBlock = defineBlock({
  name: 'listCollection',
  codec: ListCollection,
  selection: listCollectionSelection,
  parents: ['page', 'contentGroup'],
  sdl: listSdl('selectCollection'),
  malformed: { raw: { entries: [{ slug: 'x', sectionHandle: 3 }] }, path: 'sectionHandle' },
})
