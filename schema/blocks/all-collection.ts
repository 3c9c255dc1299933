import type * as t from 'io-ts'
import { allFragment, entryListCodec } from '#schema/blocks/list-block'

/** Every entry of the collections section; the adapter fills `entries` in (decision 007). */
export const AllCollection = entryListCodec('AllCollection')
export type AllCollection = t.TypeOf<typeof AllCollection>

export const allCollectionFragment = allFragment('allCollection')
