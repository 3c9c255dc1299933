import { type FormEvent, type ReactNode, useId, useState } from 'react'
import { type LabelledField, useForms } from '#runtime/forms-context'
import { userTypes } from '#schema/account/user-types'
import type { FormType } from '#schema/blocks/field-form'
import type { ContactFormProblems } from '#schema/contact-form'
import type * as ContactFormCodec from '#schema/contact-form'
import {
  contactFormFields,
  contactFormHoneypot,
  contactFormName,
  requiredContactFormFields,
} from '#schema/contact-form-fields'
import { italianProvinceCodes, italianProvinces } from '#schema/italian-provinces'
import { ContactField, problemText } from './contact-field'
import * as styles from './contact-form.css'

// docs/architecture.md, Performance: the codec that checks a submission (io-ts) loads when the form is first used, not with
// the page; the fields, names and texts above draw the form without it.
let checks: Promise<typeof ContactFormCodec | null> | undefined
function loadChecks() {
  checks ??= import('#schema/contact-form').catch(() => {
    checks = undefined
    return null
  })
  return checks
}

type Phase =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string }
  | { kind: 'failed'; message: string }

// Browser hints per text field: keyboards on phones, autofill, and the codec's length limits.
const textFields = {
  firstName: { type: 'text', autoComplete: 'given-name', maxLength: 100 },
  lastName: { type: 'text', autoComplete: 'family-name', maxLength: 100 },
  birthYear: { type: 'text', autoComplete: 'bday-year', maxLength: 4, inputMode: 'numeric' },
  businessName: { type: 'text', autoComplete: 'organization', maxLength: 200 },
  city: { type: 'text', autoComplete: 'address-level2', maxLength: 100 },
  zipcode: { type: 'text', autoComplete: 'postal-code', maxLength: 20 },
  address: { type: 'text', autoComplete: 'address-line1', maxLength: 200 },
  phone: { type: 'tel', autoComplete: 'tel', maxLength: 40 },
  email: { type: 'email', autoComplete: 'email', maxLength: 254 },
} as const satisfies Partial<
  Record<LabelledField, { type: string; autoComplete: string; maxLength: number; inputMode?: 'numeric' }>
>

const required: ReadonlySet<string> = new Set(requiredContactFormFields)

/**
 * The contact form of spec 3, shared by the form blocks (fieldForm by `formType`, fieldFormID by
 * `formId`). Its texts and its submit come from the site through `FormsContext`; without JS it is
 * a plain POST to the API, which answers with a page. With JS the same codec as the server's
 * checks it first and shows each problem next to its field.
 */
export function ContactForm({ formType, formId }: { formType?: FormType; formId?: string }) {
  const forms = useForms()
  const id = useId()
  const name = contactFormName({ formType, formId })
  const [phase, setPhase] = useState<Phase>(() =>
    forms && forms.sentForm === name ? { kind: 'sent', message: forms.texts.sent } : { kind: 'idle' },
  )
  const [problems, setProblems] = useState<ContactFormProblems>({})
  const [country, setCountry] = useState<string>(forms?.defaultCountry ?? '')
  if (!forms) return null
  const { texts } = forms
  const fieldId = (field: string) => `${id}-${field}`

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!forms || phase.kind === 'sending') return
    const element = event.currentTarget
    const entries = Object.fromEntries(
      [...new FormData(element)].filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    )
    const codec = await loadChecks()
    // Its code could not load (offline, a new deploy): the form posts as it does without JS.
    if (!codec) return HTMLFormElement.prototype.submit.call(element)
    const check = codec.checkContactForm(codec.contactFormFromFields(entries))
    if (!check.ok) {
      setProblems(check.fields)
      focusFirst(element, check.fields)
      return
    }
    setProblems({})
    setPhase({ kind: 'sending' })
    const outcome = await forms.submit({ form: check.form, honeypot: entries[contactFormHoneypot] ?? '' })
    if (outcome.kind === 'sent') {
      element.reset()
      setCountry(forms.defaultCountry)
      setPhase({ kind: 'sent', message: outcome.message })
    } else if (outcome.kind === 'invalid') {
      setProblems(outcome.fields)
      setPhase({ kind: 'failed', message: outcome.message })
      focusFirst(element, outcome.fields)
    } else {
      setPhase({ kind: 'failed', message: outcome.message })
    }
  }

  if (phase.kind === 'sent') {
    return (
      <div className={styles.form} data-contact-form={name}>
        <p role="status" className={`${styles.notice} ${styles.wide}`}>
          {phase.message}
        </p>
        <a
          href={forms.returnTo}
          onClick={(event) => {
            event.preventDefault()
            setPhase({ kind: 'idle' })
          }}
        >
          {texts.sendAnother}
        </a>
      </div>
    )
  }

  const count = Object.keys(problems).length
  const field = (
    key: LabelledField,
    control: Parameters<typeof ContactField>[0]['control'],
    wide = false,
  ) => (
    <ContactField
      key={key}
      id={fieldId(key)}
      name={key}
      label={texts.label(key)}
      required={required.has(key)}
      requiredText={texts.required}
      problem={problemText(problems[key], texts.error)}
      wide={wide}
      control={control}
    />
  )

  return (
    <form
      className={styles.form}
      method="post"
      action={forms.action}
      // The browser's own checks help only without JS; once React runs, ours show instead, in
      // the page's language (a ref callback runs only in the browser).
      ref={(element) => {
        if (element) element.noValidate = true
      }}
      onSubmit={(event) => void onSubmit(event)}
      onFocus={() => void loadChecks()}
      onChange={(event) => {
        const target = event.target
        if (!('name' in target) || typeof target.name !== 'string' || !(target.name in problems)) return
        const fixed = target.name
        setProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== fixed)))
      }}
      data-contact-form={name}
    >
      <input type="hidden" name="locale" value={forms.locale} />
      <input type="hidden" name="returnTo" value={forms.returnTo} />
      {formId ? (
        <input type="hidden" name="formId" value={formId} />
      ) : (
        <input type="hidden" name="formType" value={formType ?? 'contact'} />
      )}
      {contactFormFields.map((key) => {
        if (key === 'privacy' || key === 'newsletter') return null
        if (key === 'country')
          return field(key, (control) => (
            <select
              {...control}
              className={styles.input}
              autoComplete="country"
              value={country}
              onChange={(event) => setCountry(event.target.value)}
            >
              <option value="">{texts.chooseCountry}</option>
              {forms.countries.map((option) => (
                // Country names come from Intl, whose data differs between Node and browsers
                // (e.g. "Hong Kong SAR China" and "Hong Kong"): the server's option is kept.
                <option key={option.code} value={option.code} suppressHydrationWarning>
                  {option.name}
                </option>
              ))}
            </select>
          ))
        if (key === 'province')
          return field(key, (control) =>
            country === 'IT' ? (
              <select {...control} className={styles.input} autoComplete="address-level1" defaultValue="">
                <option value="">{texts.chooseProvince}</option>
                {italianProvinceCodes.map((code) => (
                  <option key={code} value={code}>
                    {italianProvinces[code]}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...control}
                className={styles.input}
                type="text"
                autoComplete="address-level1"
                maxLength={100}
              />
            ),
          )
        if (key === 'contactType')
          return field(
            key,
            (control) => (
              <select {...control} className={styles.input} defaultValue="">
                <option value="">{texts.chooseContactType}</option>
                {userTypes.map((type) => (
                  <option key={type} value={type}>
                    {texts.contactType(type)}
                  </option>
                ))}
              </select>
            ),
            true,
          )
        if (key === 'message')
          return field(
            key,
            (control) => <textarea {...control} className={styles.textarea} rows={6} maxLength={5000} />,
            true,
          )
        return field(
          key,
          (control) => <input {...control} className={styles.input} {...textFields[key]} />,
          key === 'address',
        )
      })}
      <Consent
        id={fieldId('privacy')}
        name="privacy"
        required
        problem={problemText(problems.privacy, texts.error)}
      >
        {texts.privacyBefore}
        <a href={forms.privacyUrl} target="_blank" rel="noopener">
          {texts.privacyLink}
        </a>
        {texts.privacyAfter}
      </Consent>
      <Consent id={fieldId('newsletter')} name="newsletter" required={false} problem={undefined}>
        {texts.newsletter}
      </Consent>
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={fieldId(contactFormHoneypot)}>{texts.honeypot}</label>
        <input
          id={fieldId(contactFormHoneypot)}
          name={contactFormHoneypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
      {count > 0 ? (
        <p role="alert" className={`${styles.summary} ${styles.wide}`}>
          {texts.summary(count)}
        </p>
      ) : null}
      {phase.kind === 'failed' && count === 0 ? (
        <p role="alert" className={`${styles.summary} ${styles.wide}`}>
          {phase.message}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={phase.kind === 'sending'}>
        {phase.kind === 'sending' ? texts.sending : texts.submit}
      </button>
    </form>
  )
}

function Consent(props: {
  id: string
  name: string
  required: boolean
  problem: string | undefined
  children: ReactNode
}) {
  const errorId = `${props.id}-error`
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label className={styles.consent} htmlFor={props.id}>
        <input
          id={props.id}
          name={props.name}
          type="checkbox"
          required={props.required}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={props.problem ? errorId : undefined}
        />
        <span>{props.children}</span>
      </label>
      {props.problem ? (
        <p id={errorId} className={styles.error}>
          {props.problem}
        </p>
      ) : null}
    </div>
  )
}

function focusFirst(form: HTMLFormElement, problems: ContactFormProblems): void {
  const first = contactFormFields.find((field) => problems[field] !== undefined)
  const element = first ? form.elements.namedItem(first) : null
  if (element instanceof HTMLElement) element.focus()
}
