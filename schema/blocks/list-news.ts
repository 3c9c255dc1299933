import type * as t from 'io-ts'
import { entryListCodec, listSelection, listSdl } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Chosen news entries (selectNews), as cards, a grid or a slider (spec 3, List blocks). */
export const ListNews = entryListCodec('ListNews')
export type ListNews = t.TypeOf<typeof ListNews>

export const listNewsSelection = listSelection('selectNews', 'article')

export const listNewsBlock = defineBlock({
  name: 'listNews',
  codec: ListNews,
  selection: listNewsSelection,
  parents: ['page', 'contentGroup'],
  sdl: listSdl('selectNews'),
  malformed: {
    raw: { entries: [{ slug: 'a', sectionHandle: 'news', postDate: 20260101 }] },
    path: 'postDate',
  },
})
