import type * as t from 'io-ts'
import { entryListCodec, listFragment, listSdl } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Chosen projects entries (selectProject), as cards, a grid or a slider (spec 3, List blocks). */
export const ListProject = entryListCodec('ListProject')
export type ListProject = t.TypeOf<typeof ListProject>

export const listProjectFragment = listFragment('listProject', 'selectProject')

export const listProjectBlock = defineBlock({
  name: 'listProject',
  codec: ListProject,
  fragment: listProjectFragment,
  parents: ['page', 'contentGroup'],
  sdl: listSdl('selectProject'),
  malformed: { raw: { fieldTitle: false }, path: 'fieldTitle' },
})
