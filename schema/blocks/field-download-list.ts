import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { DownloadEntry, cmsList, downloadSelection } from '#schema/blocks/list-items'
import { defineBlock } from '#schema/blocks/define-block'

/** A titled list of chosen downloads (selectDownload); restricted ones are locked for anonymous visitors. */
export const FieldDownloadList = t.exact(
  t.type({
    fieldTitle: cmsField.text(),
    fieldSubtitle: cmsField.text(),
    entries: cmsList(DownloadEntry),
  }),
  'FieldDownloadList',
)
export type FieldDownloadList = t.TypeOf<typeof FieldDownloadList>

export const fieldDownloadListSelection = `
  fieldTitle fieldSubtitle
  entries: selectDownload { ${downloadSelection} }
`

export const fieldDownloadListBlock = defineBlock({
  name: 'fieldDownloadList',
  codec: FieldDownloadList,
  selection: fieldDownloadListSelection,
  parents: ['page', 'contentGroup'],
  sdl: `
    fieldTitle: String
    fieldSubtitle: String
    selectDownload: [EntryInterface]
  `,
  malformed: { raw: { entries: [{ id: '1', fieldDownload: 'file.pdf' }] }, path: 'fieldDownload' },
})
