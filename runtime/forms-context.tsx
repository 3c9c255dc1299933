import { createContext, useContext } from 'react'
import type { UserType } from '#schema/account/user-type'
import type { ContactFormField, NewsletterInterest } from '#schema/contact-form-fields'
import type { ContactFormProblem, ContactFormProblems } from '#schema/contact-form'
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
  /** Said after the privacy link, which opens in a new tab so the form keeps what was typed. */
  opensInNewTab: string
  privacyAfter: string
  newsletter: string
  honeypot: string
  submit: string
  sending: string
  sent: string
  sendAnother: string
}

/**
 * What the page answered to a post of one of its forms (its route's action, with or without JS),
 * already in the page's language.
 */
export type FormAnswer = {
  /** The form it answers (`contactFormName`); null when the post could not be read at all. */
  form: string | null
  kind: 'sent' | 'invalid' | 'failed'
  message: string
  /** Each field's problem, to show beside it. */
  fields: ContactFormProblems
  /** Everything the visitor typed, to fill the form in again (none once sent). */
  values: Readonly<Record<string, string | readonly string[]>>
}

/** How a form posts to its page, and the page's answer to its last post. */
export type FormPost = {
  /** The form's `action`: the page itself, whose action takes the post without JS. */
  action: string
  answer: FormAnswer | undefined
  sending: boolean
  /** With JS: posts the form to the same action in the background; the answer arrives in `answer`. */
  submit: (form: HTMLFormElement) => void
}

/** The newsletter form's own texts (its fields' labels are the contact form's). */
export type NewsletterFormTexts = {
  title: string
  interests: string
  topic: (interest: NewsletterInterest) => string
  privacyAfter: string
  submit: string
  sent: string
  sendAnother: string
}

/**
 * What the forms need from the site: their texts, and how they post. The site fills it
 * (site/forms); the forms themselves stay pure and language-free.
 */
export type Forms = {
  texts: ContactFormTexts
  newsletterTexts: NewsletterFormTexts
  /** Sent with the form, so the receipt mail is in the page's language. */
  locale: Locale
  privacyUrl: string
  /** Every country, named in the page's language and sorted by that name. */
  countries: readonly { code: CountryCode; name: string }[]
  /** Preselected country, if any. */
  defaultCountry: CountryCode | ''
  /**
   * The product the page's contact form asks about (`?product=`, checked in the CMS): posted as a
   * hidden field, named above the form and in the message it starts with (decision 050).
   */
  requestAbout?: { slug: string; label: string; message: string } | undefined
  /** A hook, called once by each form with its name (`contactFormName`): how it posts, and the answer. */
  usePost: (form: string) => FormPost
}

/** The site provides it around the page (`<FormsContext value={forms}>`); without it no form shows. */
export const FormsContext = createContext<Forms | null>(null)

export function useForms(): Forms | null {
  return useContext(FormsContext)
}
