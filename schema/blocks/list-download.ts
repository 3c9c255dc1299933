import type * as t from 'io-ts'
import { downloadListCodec, listSelection, listSdl } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Chosen downloads entries (selectDownload), as cards, a grid or a slider (spec 3, List blocks). */
export const ListDownload = downloadListCodec('ListDownload')
export type ListDownload = t.TypeOf<typeof ListDownload>

export const listDownloadSelection = listSelection('selectDownload', 'download')

export const listDownloadBlock = defineBlock({
  name: 'listDownload',
  codec: ListDownload,
  selection: listDownloadSelection,
  parents: ['page', 'contentGroup'],
  sdl: listSdl('selectDownload'),
  malformed: { raw: { entries: 'all' }, path: 'entries' },
})
