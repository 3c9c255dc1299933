import type * as t from 'io-ts'
import { allSelection, allSdl, downloadListCodec } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Every entry of the downloads section; the adapter fills `entries` in (decision 007). */
export const AllDownload = downloadListCodec('AllDownload')
export type AllDownload = t.TypeOf<typeof AllDownload>

export const allDownloadSelection = allSelection

export const allDownloadBlock = defineBlock({
  name: 'allDownload',
  codec: AllDownload,
  selection: allDownloadSelection,
  parents: ['page'],
  sdl: allSdl,
  malformed: { raw: { entries: [{ id: '1', optionLoginRestricted: 'yes' }] }, path: 'optionLoginRestricted' },
})
