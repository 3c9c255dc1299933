import { useId } from 'react'
import { type Forms, type LabelledField, useForms } from '#runtime/forms-context'
import { visuallyHidden } from '#runtime/visually-hidden.css'
import { userTypes } from '#schema/account/user-types'
import type { FormType } from '#schema/blocks/field-form'
import {
  contactFormFields,
  contactFormName,
  isNewsletterForm,
  requiredContactFormFields,
} from '#schema/contact-form-fields'
import { italianProvinceCodes, italianProvinces } from '#schema/italian-provinces'
import { usePlaceFields } from '#runtime/use-place-fields'
import { Consent } from './consent'
import { ContactField, problemText } from './contact-field'
import * as styles from './contact-form.css'
import { FormFrame, FormStatus, SentNotice } from './form-frame'
import { NewsletterForm } from './newsletter-form'
import { useFormAnswer } from './use-form-answer'

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
 * `formId`); the newsletter's blocks draw `NewsletterForm` instead. Without JS it is a plain POST
 * to its page, whose action answers with the page (decision 006); with JS the same codec as the
 * server's checks it first, and the same action answers in place. Texts and the post come from
 * the site through `FormsContext`.
 */
export function ContactForm({ formType, formId }: { formType?: FormType; formId?: string }) {
  const forms = useForms()
  if (!forms) return null
  if (isNewsletterForm({ formType, formId }))
    return <NewsletterForm forms={forms} formType={formType} formId={formId} />
  return <ContactFormFields forms={forms} formType={formType} formId={formId} />
}

function ContactFormFields({
  forms,
  formType,
  formId,
}: {
  forms: Forms
  formType?: FormType
  formId?: string
}) {
  const id = useId()
  const name = contactFormName({ formType, formId })
  const view = useFormAnswer(forms.usePost(name))
  const place = usePlaceFields({
    country: view.value('country') || forms.defaultCountry,
    province: view.value('province'),
  })
  const { texts } = forms
  const fieldId = (field: string) => `${id}-${field}`

  if (view.shown?.kind === 'sent') {
    return (
      <SentNotice
        name={name}
        message={view.shown.message}
        again={texts.sendAnother}
        action={view.action}
        onAgain={() => {
          place.reset(forms.defaultCountry)
          view.again()
        }}
      />
    )
  }

  const { problems } = view
  const count = Object.keys(problems).length
  const firstInvalid = contactFormFields.find((key) => key in problems)
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
    <FormFrame forms={forms} name={name} formType={formType} formId={formId} view={view}>
      {forms.requestAbout ? (
        <>
          {/* Checked again on the server, whatever is posted here (decision 050). */}
          <input type="hidden" name="product" value={forms.requestAbout.slug} />
          <p className={`${styles.requestAbout} ${styles.wide}`}>{forms.requestAbout.label}</p>
        </>
      ) : null}
      {contactFormFields.map((key) => {
        if (key === 'privacy' || key === 'newsletter') return null
        if (key === 'country')
          return field(key, (control) => (
            <select {...control} className={styles.input} autoComplete="country" {...place.countryProps}>
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
            place.country === 'IT' ? (
              <select
                {...control}
                className={styles.input}
                autoComplete="address-level1"
                {...place.provinceListProps}
              >
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
                {...place.provinceTextProps}
              />
            ),
          )
        if (key === 'contactType')
          return field(
            key,
            (control) => (
              <select {...control} className={styles.input} defaultValue={view.value(key)}>
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
            (control) => (
              <textarea
                {...control}
                className={styles.textarea}
                rows={6}
                maxLength={5000}
                defaultValue={view.value(key) || (forms.requestAbout?.message ?? '')}
              />
            ),
            true,
          )
        return field(
          key,
          (control) => (
            <input
              {...control}
              className={styles.input}
              {...textFields[key]}
              defaultValue={view.value(key)}
            />
          ),
          key === 'address',
        )
      })}
      <Consent
        id={fieldId('privacy')}
        name="privacy"
        required
        checked={view.value('privacy') !== ''}
        problem={problemText(problems.privacy, texts.error)}
      >
        {texts.privacyBefore}
        <a href={forms.privacyUrl} target="_blank" rel="noopener">
          {texts.privacyLink}
          <span className={visuallyHidden}>{` ${texts.opensInNewTab}`}</span>
        </a>
        {texts.privacyAfter}
      </Consent>
      <Consent
        id={fieldId('newsletter')}
        name="newsletter"
        required={false}
        checked={view.value('newsletter') !== ''}
        problem={undefined}
      >
        {texts.newsletter}
      </Consent>
      <FormStatus
        view={view}
        count={count}
        summary={texts.summary}
        firstFieldId={firstInvalid === undefined ? undefined : fieldId(firstInvalid)}
      />
      <button type="submit" className={styles.submit} disabled={view.sending}>
        {view.sending ? texts.sending : texts.submit}
      </button>
    </FormFrame>
  )
}
