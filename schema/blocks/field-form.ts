import * as t from 'io-ts'
import { cmsField } from '#schema/blocks/cms-field'
import { defineBlock } from '#schema/blocks/define-block'

/** The site's own forms; submission arrives with the forms issue. */
export const FormType = t.keyof({ contact: null, information: null, newsletter: null })
export type FormType = t.TypeOf<typeof FormType>

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
