import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { defineBlock } from '#schema/blocks/define-block'
import type { FormType as FormTypeName } from './form-type'

// Every form type, once (a missing or extra one is a type error here).
const formTypeKeys: Record<FormTypeName, null> = { contact: null, information: null, newsletter: null }
/** The site's own forms (./form-type). */
export const FormType = t.keyof(formTypeKeys)
export type FormType = FormTypeName

/** One of the site's forms, by type (spec 3, User / contact form fields). */
export const FieldForm = t.exact(t.type({ formType: cmsField.option(FormType, 'contact') }), 'FieldForm')
export type FieldForm = t.TypeOf<typeof FieldForm>

export const fieldFormSelection = ` formType `

export const fieldFormBlock = defineBlock({
  name: 'fieldForm',
  codec: FieldForm,
  selection: fieldFormSelection,
  parents: ['page', 'contentColumn', 'contentGroup'],
  sdl: `
    """
    contact, information or newsletter
    """
    formType: String
  `,
  malformed: { raw: { formType: 3 }, path: 'formType' },
})
