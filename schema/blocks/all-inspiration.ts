import type * as t from 'io-ts'
import { allFragment, allSdl, entryListCodec } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Every entry of the inspiration section; the adapter fills `entries` in (decision 007). */
export const AllInspiration = entryListCodec('AllInspiration')
export type AllInspiration = t.TypeOf<typeof AllInspiration>

export const allInspirationFragment = allFragment('allInspiration')

export const allInspirationBlock = defineBlock({
  name: 'allInspiration',
  codec: AllInspiration,
  fragment: allInspirationFragment,
  parents: ['page'],
  sdl: allSdl,
  malformed: { raw: { optionIsSlider: 'yes' }, path: 'optionIsSlider' },
})
