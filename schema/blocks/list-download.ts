import type * as t from 'io-ts'
import { downloadListCodec, listFragment } from '#schema/blocks/list-block'

/** Chosen downloads entries (selectDownload), as cards, a grid or a slider (spec 3, List blocks). */
export const ListDownload = downloadListCodec('ListDownload')
export type ListDownload = t.TypeOf<typeof ListDownload>

export const listDownloadFragment = listFragment('listDownload', 'selectDownload', true)
