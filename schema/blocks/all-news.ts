import type * as t from 'io-ts'
import { allFragment, entryListCodec } from '#schema/blocks/list-block'

/** Every entry of the news section; the adapter fills `entries` in (decision 007). */
export const AllNews = entryListCodec('AllNews')
export type AllNews = t.TypeOf<typeof AllNews>

export const allNewsFragment = allFragment('allNews')
