import type * as t from 'io-ts'
import { allSelection, allSdl, entryListCodec } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Every entry of the projects section; the adapter fills `entries` in (decision 007). */
export const AllProjects = entryListCodec('AllProjects')
export type AllProjects = t.TypeOf<typeof AllProjects>

export const allProjectsSelection = allSelection

export const allProjectsBlock = defineBlock({
  name: 'allProjects',
  codec: AllProjects,
  selection: allProjectsSelection,
  parents: ['page'],
  sdl: allSdl,
  malformed: { raw: { optionResponsiveVisibility: 'mobile' }, path: 'optionResponsiveVisibility' },
})
