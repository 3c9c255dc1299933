import type * as t from 'io-ts'
import { allFragment, entryListCodec } from '#schema/blocks/list-block'

/** Every entry of the inspiration section; the adapter fills `entries` in (decision 007). */
export const AllInspiration = entryListCodec('AllInspiration')
export type AllInspiration = t.TypeOf<typeof AllInspiration>

export const allInspirationFragment = allFragment('allInspiration')
