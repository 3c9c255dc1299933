import { privacyPath } from '#site/forms/privacy-path'
import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { Registration } from '#schema/account/registration'
import { userTypes } from '#schema/account/user-type'
import { screenPath } from '#runtime/route-table'
import { visuallyHidden } from '#runtime/visually-hidden.css'
import type { TranslationFunctions } from '#site/i18n/i18n-types'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { readRegistration } from './account-form-fields'
import type { KeptValues } from './account-form-fields'
import type { FieldErrors } from './field-errors'
import { AccountForm, useFieldId, Refusal } from './account-form'
import { FieldMessages, FormField } from './form-field'
import { useSession } from './session-provider'
import { RegisterPlaceFields } from './register-place-fields'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

/** The fields in the order the form shows them: the summary links the first invalid one. */
const registerFieldOrder = [
  'firstName',
  'lastName',
  'email',
  'password',
  'repeatPassword',
  'contactType',
  'businessName',
  'country',
  'province',
  'city',
  'zipcode',
  'address',
  'phone',
  'birthYear',
  'privacy',
] as const

/** What the screen's action gave back after a refused post without JS. */
export type RegisterFormAnswer = { errors: FieldErrors; values: KeptValues; message?: string }

/**
 * The registration form (spec 3, Registration payload): every field, the user type among the 17
 * of spec 3, privacy consent required and linked, newsletter optional. Checked in the browser with
 * the server's own codec (schema/account/registration), errors beside their fields; then REGISTER,
 * which logs in at once (spec 4). Without JS it posts to the screen's action, which checks it the
 * same way and gives back `server`: the errors and everything typed but the passwords.
 */
export function RegisterForm({ server }: { server?: RegisterFormAnswer | undefined }) {
  const t = useTranslations()
  const locale = useLocale()
  const messageText = useMessageText()
  const { status, message, busy, actor } = useSession()
  const [errors, setErrors] = useState<FieldErrors>(server?.errors ?? {})
  const [submitted, setSubmitted] = useState(false)
  const kept = server?.values ?? {}
  const keptText = (name: string) => {
    const value = kept[name]
    return typeof value === 'string' ? value : undefined
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = readRegistration(new FormData(event.currentTarget), locale)
    const found: FieldErrors = result.ok ? {} : result.errors
    // The frame focuses the first invalid field once React has drawn it (AccountForm).
    setErrors(found)
    if (!result.ok) return
    setSubmitted(true)
    actor.send({ type: 'REGISTER', registration: Registration.encode(result.value) })
  }

  const field = (
    name: keyof TranslationFunctions['account']['fields'],
    type = 'text',
    autoComplete?: string,
    required = false,
  ) => (
    <FormField
      label={t.account.fields[name]()}
      name={name}
      type={type}
      autoComplete={autoComplete}
      required={required}
      error={errors[name]}
      defaultValue={keptText(name)}
      reserveError
    />
  )
  const privacyId = useFieldId('privacy')
  const refused =
    submitted && !busy && status === 'anonymous' && message !== null ? messageText(message) : server?.message
  return (
    <AccountForm
      errors={errors}
      fields={registerFieldOrder}
      refusal={<Refusal text={refused} />}
      action={screenPath('register', locale)}
      onSubmit={submit}
      data-form="register"
    >
      <div className={styles.grid}>
        {field('firstName', 'text', 'given-name', true)}
        {field('lastName', 'text', 'family-name', true)}
      </div>
      {field('email', 'email', 'email', true)}
      <div className={styles.grid}>
        <FormField
          label={t.account.fields.password()}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t.account.passwordHint()}
          error={errors['password']}
          reserveError
        />
        <FormField
          label={t.account.fields.repeatPassword()}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors['repeatPassword']}
          reserveError
        />
      </div>
      <ContactTypeSelect error={errors['contactType']} defaultValue={keptText('contactType')} />
      {field('businessName', 'text', 'organization')}
      <div className={styles.grid}>
        <RegisterPlaceFields errors={errors} kept={keptText} />
        {field('city', 'text', 'address-level2')}
        {field('zipcode', 'text', 'postal-code')}
      </div>
      {field('address', 'text', 'address-line1')}
      <div className={styles.grid}>
        {field('phone', 'tel', 'tel')}
        <FormField
          label={t.account.fields.birthYear()}
          name="birthYear"
          type="text"
          inputMode="numeric"
          maxLength={4}
          autoComplete="bday-year"
          error={errors['birthYear']}
          defaultValue={keptText('birthYear')}
          reserveError
        />
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            id={privacyId}
            className={styles.checkbox}
            type="checkbox"
            name="privacy"
            required
            defaultChecked={kept['privacy'] === true}
            aria-invalid={errors['privacy'] ? true : undefined}
            aria-describedby={errors['privacy'] ? `${privacyId}-error` : undefined}
          />
          <span>
            {t.account.privacyBefore()}
            <a className={styles.link} href={privacyPath(locale)} target="_blank" rel="noopener">
              {t.account.privacyLink()}
              <span className={visuallyHidden}>{` ${t.chrome.opensInNewTab()}`}</span>
            </a>
            {t.account.privacyAfter()} <span className={styles.requiredMark}>({t.account.required()})</span>
          </span>
        </label>
        {errors['privacy'] ? (
          <p id={`${privacyId}-error`} className={styles.error}>
            {t.account.errors.privacy()}
          </p>
        ) : null}
      </div>
      <label className={styles.check}>
        <input
          className={styles.checkbox}
          type="checkbox"
          name="newsletter"
          defaultChecked={kept['newsletter'] === true}
        />
        <span>{t.account.newsletter()}</span>
      </label>
      <div className={styles.actions}>
        <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
          {busy ? t.account.registering() : t.account.register()}
        </button>
      </div>
      <p className={styles.aside}>
        {t.account.haveAccount()}{' '}
        <Link className={styles.link} to={screenPath('login', locale)}>
          {t.account.loginLink()}
        </Link>
      </p>
    </AccountForm>
  )
}

function ContactTypeSelect({
  error,
  defaultValue,
}: {
  error: string | undefined
  defaultValue?: string | undefined
}) {
  const t = useTranslations()
  const id = useFieldId('contactType')
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {t.account.fields.contactType()}
        <span className={styles.requiredMark}>({t.account.required()})</span>
      </label>
      <select
        id={id}
        name="contactType"
        className={styles.input}
        required
        defaultValue={defaultValue ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="" disabled>
          {t.account.chooseContactType()}
        </option>
        {userTypes.map((type) => (
          <option key={type} value={type}>
            {t.userTypes[type]()}
          </option>
        ))}
      </select>
      <FieldMessages id={id} error={error ? 'contactType' : undefined} reserve />
    </div>
  )
}
