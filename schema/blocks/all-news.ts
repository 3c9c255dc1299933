import type * as t from 'io-ts'
import { allSelection, allSdl, entryListCodec } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Every entry of the news section; the adapter fills `entries` in (decision 007). */
export const AllNews = entryListCodec('AllNews')
export type AllNews = t.TypeOf<typeof AllNews>

export const allNewsSelection = allSelection

export const allNewsBlock = defineBlock({
  name: 'allNews',
  codec: AllNews,
  selection: allNewsSelection,
  parents: ['page'],
  sdl: allSdl,
  malformed: { raw: { entries: [{ id: '1', title: 'x' }] }, path: 'slug' },
})
