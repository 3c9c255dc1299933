import type * as t from 'io-ts'
import { allFragment, downloadListCodec } from '#schema/blocks/list-block'

/** Every entry of the downloads section; the adapter fills `entries` in (decision 007). */
export const AllDownload = downloadListCodec('AllDownload')
export type AllDownload = t.TypeOf<typeof AllDownload>

export const allDownloadFragment = allFragment('allDownload')
