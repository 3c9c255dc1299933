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

/** The newsletter form's fields, in the order it shows them: what a newsletter needs and no more. */
export const newsletterFormFields = ['email', 'firstName', 'interests', 'privacy'] as const

/** What a subscriber may ask the newsletter to be about (decision 026). */
export const newsletterInterests = ['outdoorFurniture', 'outdoorKitchens', 'spaWellness'] as const
export type NewsletterInterest = (typeof newsletterInterests)[number]

/**
 * Whether a form block is the newsletter sign-up rather than the contact form: the fieldForm of
 * type `newsletter`, or a fieldFormID whose id starts with `newsletter` (`newsletter-2026`).
 */
export function isNewsletterForm(form: {
  formType?: string | undefined
  formId?: string | undefined
}): boolean {
  return form.formId ? /^newsletter(-|$)/.test(form.formId) : form.formType === 'newsletter'
}
