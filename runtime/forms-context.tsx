import { createContext, useContext } from 'react'
import type { UserType } from '#schema/account/user-type'
import type {
  ContactForm,
  ContactFormField,
  ContactFormProblem,
  ContactFormProblems,
} from '#schema/contact-form'
import type { CountryCode } from '#schema/country-codes'
import type { Locale } from '#schema/locale'

/** The fields with a label of their own (the two consents have sentences instead). */
export type LabelledField = Exclude<ContactFormField, 'privacy' | 'newsletter'>

/** Every text the contact form shows, already in the page's language. */
export type ContactFormTexts = {
  label: (field: LabelledField) => string
  error: (problem: ContactFormProblem) => string
  /** "Check the fields marked: 3 to fix". */
  summary: (count: number) => string
  contactType: (type: UserType) => string
  required: string
  chooseCountry: string
  chooseProvince: string
  chooseContactType: string
  privacyBefore: string
  privacyLink: string
  privacyAfter: string
  newsletter: string
  honeypot: string
  submit: string
  sending: string
  sent: string
  sendAnother: string
}

/** What became of a submission, with the message to show (already translated). */
export type ContactFormOutcome =
  | { kind: 'sent'; message: string }
  | { kind: 'invalid'; fields: ContactFormProblems; message: string }
  | { kind: 'failed'; message: string }

/** A submission as the form sends it: the decoded form, and the honeypot as it was found. */
export type ContactFormSubmission = { form: ContactForm; honeypot: string }

/**
 * What the contact form needs from the site: its texts, where it posts, and how. The site fills
 * it (site/forms); the form itself stays pure and language-free.
 */
export type Forms = {
  texts: ContactFormTexts
  /** Sent with the form, so the receipt mail is in the page's language. */
  locale: Locale
  /** The no-JS target: `<form method="post" action>`. */
  action: string
  /** The page's path, where the no-JS post comes back to. */
  returnTo: string
  privacyUrl: string
  /** Every country, named in the page's language and sorted by that name. */
  countries: readonly { code: CountryCode; name: string }[]
  /** Preselected country, if any. */
  defaultCountry: CountryCode | ''
  /** The form (`contactFormName`) whose no-JS post came back with success, if any. */
  sentForm: string | undefined
  /** Sends a valid submission (JSON, with JS); never rejects. */
  submit: (submission: ContactFormSubmission) => Promise<ContactFormOutcome>
}

/** The site provides it around the page (`<FormsContext value={forms}>`); without it no form shows. */
export const FormsContext = createContext<Forms | null>(null)

export function useForms(): Forms | null {
  return useContext(FormsContext)
}
