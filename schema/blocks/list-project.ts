import type * as t from 'io-ts'
import { entryListCodec, listFragment } from '#schema/blocks/list-block'

/** Chosen projects entries (selectProject), as cards, a grid or a slider (spec 3, List blocks). */
export const ListProject = entryListCodec('ListProject')
export type ListProject = t.TypeOf<typeof ListProject>

export const listProjectFragment = listFragment('listProject', 'selectProject')
