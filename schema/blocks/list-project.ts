import type * as t from 'io-ts'
import { entryListCodec, listSelection, listSdl } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Chosen projects entries (selectProject), as cards, a grid or a slider (spec 3, List blocks). */
export const ListProject = entryListCodec('ListProject')
export type ListProject = t.TypeOf<typeof ListProject>

export const listProjectSelection = listSelection('selectProject', 'project')

export const listProjectBlock = defineBlock({
  name: 'listProject',
  codec: ListProject,
  selection: listProjectSelection,
  parents: ['page', 'contentGroup'],
  sdl: listSdl('selectProject'),
  malformed: { raw: { fieldTitle: false }, path: 'fieldTitle' },
})
