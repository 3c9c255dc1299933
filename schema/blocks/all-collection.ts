import type * as t from 'io-ts'
import { allSelection, allSdl, entryListCodec } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Every entry of the collections section; the adapter fills `entries` in (decision 007). */
export const AllCollection = entryListCodec('AllCollection')
export type AllCollection = t.TypeOf<typeof AllCollection>

export const allCollectionSelection = allSelection

export const allCollectionBlock = defineBlock({
  name: 'allCollection',
  codec: AllCollection,
  selection: allCollectionSelection,
  parents: ['page'],
  sdl: allSdl,
  malformed: { raw: { optionElementQuantity: 'three' }, path: 'optionElementQuantity' },
})
