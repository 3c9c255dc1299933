import type * as t from 'io-ts'
import { allSelection, allSdl, entryListCodec } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Every entry of the inspiration section; the adapter fills `entries` in (decision 007). */
export const AllInspiration = entryListCodec('AllInspiration')
export type AllInspiration = t.TypeOf<typeof AllInspiration>

export const allInspirationSelection = allSelection

export const allInspirationBlock = defineBlock({
  name: 'allInspiration',
  codec: AllInspiration,
  selection: allInspirationSelection,
  parents: ['page'],
  sdl: allSdl,
  malformed: { raw: { optionIsSlider: 'yes' }, path: 'optionIsSlider' },
})
