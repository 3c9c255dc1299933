import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { defineBlock } from '#schema/blocks/define-block'

/** A form defined elsewhere (a marketing tool), by id; the forms issue mounts it. */
export const FieldFormID = t.exact(t.type({ formId: cmsField.text() }), 'FieldFormID')
export type FieldFormID = t.TypeOf<typeof FieldFormID>

export const fieldFormIDSelection = ` formId `

export const fieldFormIDBlock = defineBlock({
  name: 'fieldFormID',
  codec: FieldFormID,
  selection: fieldFormIDSelection,
  parents: ['page', 'contentColumn', 'contentGroup'],
  sdl: `
    formId: String
  `,
  malformed: { raw: { formId: { id: 1 } }, path: 'formId' },
})
