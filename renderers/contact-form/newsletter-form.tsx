import { useId } from 'react'
import type { Forms } from '#runtime/forms-context'
import { visuallyHidden } from '#runtime/visually-hidden.css'
import type { FormType } from '#schema/blocks/field-form'
import { contactFormName, newsletterFormFields, newsletterInterests } from '#schema/contact-form-fields'
import { Consent } from './consent'
import { ContactField, problemText } from './contact-field'
import * as styles from './contact-form.css'
import { FormFrame, FormStatus, SentNotice } from './form-frame'
import { useFormAnswer } from './use-form-answer'

/**
 * The newsletter sign-up (decision 006): what a newsletter needs, an email and the consent, and
 * optionally a first name and the subjects of interest. It posts and answers as the contact form.
 */
export function NewsletterForm({
  forms,
  formType,
  formId,
}: {
  forms: Forms
  formType: FormType | undefined
  formId: string | undefined
}) {
  const id = useId()
  const name = contactFormName({ formType, formId })
  const view = useFormAnswer(forms.usePost(name))
  const { texts, newsletterTexts } = forms
  const fieldId = (field: string) => `${id}-${field}`

  if (view.shown?.kind === 'sent')
    return (
      <SentNotice
        name={name}
        message={view.shown.message}
        again={newsletterTexts.sendAnother}
        action={view.action}
        onAgain={view.again}
      />
    )

  const { problems } = view
  const chosen = new Set(view.values('interests'))
  const firstInvalid = newsletterFormFields.find((key) => key in problems)
  return (
    <FormFrame forms={forms} name={name} formType={formType} formId={formId} view={view}>
      <h3 className={`${styles.label} ${styles.wide}`}>{newsletterTexts.title}</h3>
      <ContactField
        id={fieldId('email')}
        name="email"
        label={texts.label('email')}
        required
        requiredText={texts.required}
        problem={problemText(problems.email, texts.error)}
        control={(control) => (
          <input
            {...control}
            className={styles.input}
            type="email"
            autoComplete="email"
            maxLength={254}
            defaultValue={view.value('email')}
          />
        )}
      />
      <ContactField
        id={fieldId('firstName')}
        name="firstName"
        label={texts.label('firstName')}
        required={false}
        requiredText={texts.required}
        problem={problemText(problems.firstName, texts.error)}
        control={(control) => (
          <input
            {...control}
            className={styles.input}
            type="text"
            autoComplete="given-name"
            maxLength={100}
            defaultValue={view.value('firstName')}
          />
        )}
      />
      <fieldset className={`${styles.field} ${styles.wide} ${styles.choices}`}>
        <legend className={styles.label}>{newsletterTexts.interests}</legend>
        {newsletterInterests.map((interest) => (
          <label key={interest} className={styles.consent}>
            <input type="checkbox" name="interests" value={interest} defaultChecked={chosen.has(interest)} />
            <span>{newsletterTexts.topic(interest)}</span>
          </label>
        ))}
        {problems.interests ? <p className={styles.error}>{texts.error(problems.interests)}</p> : null}
      </fieldset>
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
        {newsletterTexts.privacyAfter}
      </Consent>
      <FormStatus
        view={view}
        count={Object.keys(problems).length}
        summary={texts.summary}
        // The interests are a group without one field to link to.
        firstFieldId={
          firstInvalid === undefined || firstInvalid === 'interests' ? undefined : fieldId(firstInvalid)
        }
      />
      <button type="submit" className={styles.submit} disabled={view.sending}>
        {view.sending ? texts.sending : newsletterTexts.submit}
      </button>
    </FormFrame>
  )
}
