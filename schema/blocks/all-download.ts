import type * as t from 'io-ts'
import { allFragment, allSdl, downloadListCodec } from '#schema/blocks/list-block'
import { defineBlock } from '#schema/blocks/define-block'

/** Every entry of the downloads section; the adapter fills `entries` in (decision 007). */
export const AllDownload = downloadListCodec('AllDownload')
export type AllDownload = t.TypeOf<typeof AllDownload>

export const allDownloadFragment = allFragment('allDownload')

export const allDownloadBlock = defineBlock({
  name: 'allDownload',
  codec: AllDownload,
  fragment: allDownloadFragment,
  parents: ['page'],
  sdl: allSdl,
  malformed: { raw: { entries: [{ id: '1', optionLoginRestricted: 'yes' }] }, path: 'optionLoginRestricted' },
})
