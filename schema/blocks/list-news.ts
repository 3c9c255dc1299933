import type * as t from 'io-ts'
import { entryListCodec, listFragment } from '#schema/blocks/list-block'

/** Chosen news entries (selectNews), as cards, a grid or a slider (spec 3, List blocks). */
export const ListNews = entryListCodec('ListNews')
export type ListNews = t.TypeOf<typeof ListNews>

export const listNewsFragment = listFragment('listNews', 'selectNews')
