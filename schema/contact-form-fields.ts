import type { FormType } from './blocks/field-form'

/** The visible fields of the contact form, in the order the form shows them (spec 3). */
export const contactFormFields = [
  'firstName',
  'lastName',
  'birthYear',
  'businessName',
  'country',
  'city',
  'zipcode',
  'province',
  'address',
  'phone',
  'email',
  'contactType',
  'message',
  'privacy',
  'newsletter',
] as const
export type ContactFormField = (typeof contactFormFields)[number]

/** Required by decision 006 (the spec shows none); the rest may be left empty. */
export const requiredContactFormFields: readonly ContactFormField[] = [
  'firstName',
  'lastName',
  'email',
  'country',
  'contactType',
  'message',
  'privacy',
]

/**
 * The honeypot's field name: hidden from people, left empty by them, filled by bots that fill
 * everything. It is checked before decoding and is not part of the codec.
 */
export const contactFormHoneypot = 'website'

/**
 * The name a form's leads are filed under: `id:<formId>` for a form the CMS picks by id
 * (fieldFormID), else its type (fieldForm), `contact` by default.
 */
export function contactFormName(form: {
  formType?: FormType | undefined
  formId?: string | undefined
}): string {
  return form.formId ? `id:${form.formId}` : (form.formType ?? 'contact')
}
