import type * as t from 'io-ts'
import { entryListCodec, listSelection, listSdl } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Chosen inspiration entries (selectInspiration), as cards, a grid or a slider (spec 3, List blocks). */
export const ListInspiration = entryListCodec('ListInspiration')
export type ListInspiration = t.TypeOf<typeof ListInspiration>

export const listInspirationSelection = listSelection('selectInspiration', 'inspiration')

export const listInspirationBlock = defineBlock({
  name: 'listInspiration',
  codec: ListInspiration,
  selection: listInspirationSelection,
  parents: ['page', 'contentGroup'],
  sdl: listSdl('selectInspiration'),
  malformed: { raw: { optionListStyle: 2 }, path: 'optionListStyle' },
})
