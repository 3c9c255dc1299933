import type * as t from 'io-ts'
import { allFragment, entryListCodec } from '#schema/blocks/list-block'

/** Every entry of the projects section; the adapter fills `entries` in (decision 007). */
export const AllProjects = entryListCodec('AllProjects')
export type AllProjects = t.TypeOf<typeof AllProjects>

export const allProjectsFragment = allFragment('allProjects')
