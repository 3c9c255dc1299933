import { chain } from 'fp-ts/lib/Either'
import { pipe } from 'fp-ts/lib/function'
import * as t from 'io-ts'
import { BirthYear } from './account/birth-year'
import { Email } from './account/email'
import { optionalText } from './account/optional-text'
import { text } from './account/text'
import { UserType } from './account/user-type'
import { FormType } from './blocks/field-form'
import { CountryCode } from './country-code-codec'
import { italianProvinceOf } from './italian-provinces'
import { Locale } from './locale-codec'
import { type ContactFormField, isNewsletterForm } from './contact-form-fields'
import { NewsletterForm } from './newsletter-form'

// docs/architecture.md, Performance: the plain field list and names live apart from the codecs, so that the browser's first
// load can draw the form without io-ts; they stay importable from here.
export {
  type ContactFormField,
  contactFormFields,
  isNewsletterForm,
  contactFormHoneypot,
  contactFormName,
  requiredContactFormFields,
} from './contact-form-fields'

// Digits, spaces and the punctuation people write numbers with; letters are a typo or spam.
const Phone = new t.Type<string | null, string | null, unknown>(
  'Phone',
  (value): value is string | null => value === null || typeof value === 'string',
  (value, context) =>
    pipe(
      optionalText('Phone', 40).validate(value, context),
      chain((phone) =>
        phone === null || /^\+?[\d\s().\-/]{4,}$/.test(phone)
          ? t.success(phone)
          : t.failure(value, context, 'must be a phone number'),
      ),
    ),
  (value) => value,
)

const Fields = t.intersection([
  t.type({
    firstName: text('FirstName', 1, 100),
    lastName: text('LastName', 1, 100),
    email: Email,
    country: CountryCode,
    contactType: UserType,
    message: text('Message', 1, 5000),
    privacy: t.literal(true),
  }),
  t.partial({
    birthYear: BirthYear,
    businessName: optionalText('BusinessName', 200),
    city: optionalText('City', 100),
    zipcode: optionalText('Zipcode', 20),
    province: optionalText('Province', 100),
    address: optionalText('Address', 200),
    phone: Phone,
    newsletter: t.boolean,
    locale: Locale,
    formType: FormType,
    formId: text('FormId', 1, 100),
  }),
])

/**
 * A contact form submission, the JSON body of `POST /api/forms/contact` (decision 006). The same
 * codec validates in the browser and on the server. Texts are trimmed, blanks become null, the
 * country is an ISO code, and an Italian province becomes its code whether it was chosen from
 * the select or typed ("Vicenza" is VI).
 *
 * @example
 * ContactForm.decode({ firstName: 'Anna', lastName: 'Rossi', email: 'anna@example.com', country: 'IT',
 *   contactType: 'Architect', message: 'A quote for 12 loungers', privacy: true })
 */
export const ContactForm = new t.Type<t.TypeOf<typeof Fields>, t.OutputOf<typeof Fields>, unknown>(
  'ContactForm',
  Fields.is,
  (input, context) =>
    pipe(
      Fields.validate(input, context),
      chain((form) => {
        if (form.country !== 'IT' || !form.province) return t.success(form)
        const province = italianProvinceOf(form.province)
        return province
          ? t.success({ ...form, province })
          : t.failure(
              form.province,
              [...context, { key: 'province', type: t.string, actual: form.province }],
              'must be an Italian province',
            )
      }),
    ),
  Fields.encode,
)
export type ContactForm = t.TypeOf<typeof ContactForm>

/** What is wrong with a field, for the form to say in the page's language. */
export const ContactFormProblem = t.keyof({
  required: null,
  email: null,
  birthYear: null,
  phone: null,
  country: null,
  province: null,
  contactType: null,
  privacy: null,
  tooLong: null,
  invalid: null,
})
export type ContactFormProblem = t.TypeOf<typeof ContactFormProblem>

/** The first problem of each field that has one. */
export const ContactFormProblems = t.partial({
  firstName: ContactFormProblem,
  lastName: ContactFormProblem,
  birthYear: ContactFormProblem,
  businessName: ContactFormProblem,
  country: ContactFormProblem,
  city: ContactFormProblem,
  zipcode: ContactFormProblem,
  province: ContactFormProblem,
  address: ContactFormProblem,
  phone: ContactFormProblem,
  email: ContactFormProblem,
  contactType: ContactFormProblem,
  message: ContactFormProblem,
  privacy: ContactFormProblem,
  newsletter: ContactFormProblem,
  interests: ContactFormProblem,
})
// Every field has its entry: a field added to the list without one does not compile.
const everyField: Record<ContactFormField, unknown> = ContactFormProblems.props
void everyField

export type ContactFormProblems = t.TypeOf<typeof ContactFormProblems>

type Problems = { ok: false; fields: ContactFormProblems; problems: string[] }

export type ContactFormCheck = { ok: true; form: ContactForm } | Problems

/** Decodes a submission into the form, or into its problems: per field, and one readable line each. */
export function checkContactForm(input: unknown): ContactFormCheck {
  const result = ContactForm.decode(input)
  return result._tag === 'Right' ? { ok: true, form: result.right } : problemsOf(input, result.left)
}

/** A request of either form the blocks draw, told apart by its form's type or id. */
export type FormRequest =
  { kind: 'contact'; form: ContactForm } | { kind: 'newsletter'; form: NewsletterForm }

/**
 * Decodes a posted form as the form it names (`isNewsletterForm`): a newsletter sign-up, else a
 * contact request; problems as `checkContactForm` gives them.
 */
export function checkFormRequest(input: unknown): { ok: true; request: FormRequest } | Problems {
  if (!isNewsletterForm({ formType: textOf(input, 'formType'), formId: textOf(input, 'formId') })) {
    const contact = checkContactForm(input)
    return contact.ok ? { ok: true, request: { kind: 'contact', form: contact.form } } : contact
  }
  const result = NewsletterForm.decode(input)
  return result._tag === 'Right'
    ? { ok: true, request: { kind: 'newsletter', form: result.right } }
    : problemsOf(input, result.left)
}

function textOf(input: unknown, name: string): string | undefined {
  const value = valueOf(input, name)
  return typeof value === 'string' && value !== '' ? value : undefined
}

function problemsOf(input: unknown, errors: t.Errors): Problems {
  const fields: ContactFormProblems = {}
  const problems: string[] = []
  for (const error of errors) {
    const path = error.context.map((entry) => entry.key).filter((key) => key !== '' && !/^\d+$/.test(key))
    const name = path[0] ?? 'body'
    const given = name === 'body' ? input : valueOf(input, name)
    problems.push(
      `${name}: ${name !== 'body' && isBlank(given) ? 'is required' : (error.message ?? 'is not valid')}`,
    )
    if (isField(name) && fields[name] === undefined) fields[name] = problemOf(name, given, error.message)
  }
  return { ok: false, fields, problems: [...new Set(problems)].slice(0, 20) }
}

/**
 * The body a form posts (FormData entries, or an urlencoded body) as the codec expects it:
 * checkboxes are `true` when checked ("on") and `false` when absent.
 */
export function contactFormFromFields(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') body[name] = value
  }
  body['privacy'] = isChecked(fields['privacy'])
  body['newsletter'] = isChecked(fields['newsletter'])
  // A repeated field (the newsletter's interests) arrives as a list.
  const interests = fields['interests']
  if (typeof interests === 'string') body['interests'] = [interests]
  else if (Array.isArray(interests))
    body['interests'] = interests.filter((value) => typeof value === 'string')
  return body
}

function isChecked(value: unknown): boolean {
  return value === true || value === 'on' || value === 'true' || value === '1'
}

function isField(name: string): name is keyof ContactFormProblems {
  return name in ContactFormProblems.props
}

function valueOf(input: unknown, name: string): unknown {
  return typeof input === 'object' && input !== null
    ? Object.entries(input).find(([key]) => key === name)?.[1]
    : undefined
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '')
}

function problemOf(
  field: keyof ContactFormProblems,
  given: unknown,
  message: string | undefined,
): ContactFormProblem {
  if (field === 'privacy') return 'privacy'
  if (field === 'contactType' || field === 'country') return isBlank(given) ? 'required' : field
  if (isBlank(given)) return 'required'
  if (field === 'email' || field === 'birthYear' || field === 'phone' || field === 'province') return field
  if (message?.includes('at most')) return 'tooLong'
  return 'invalid'
}
