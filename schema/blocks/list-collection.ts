import type * as t from 'io-ts'
import { entryListCodec, listFragment, listSdl } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Chosen collections entries (selectCollection), as cards, a grid or a slider (spec 3, List blocks). */
export const ListCollection = entryListCodec('ListCollection')
export type ListCollection = t.TypeOf<typeof ListCollection>

export const listCollectionFragment = listFragment('listCollection', 'selectCollection')

export const listCollectionBlock = defineBlock({
  name: 'listCollection',
  codec: ListCollection,
  fragment: listCollectionFragment,
  parents: ['page', 'contentGroup'],
  sdl: listSdl('selectCollection'),
  malformed: { raw: { entries: [{ slug: 'x', sectionHandle: 3 }] }, path: 'sectionHandle' },
})
