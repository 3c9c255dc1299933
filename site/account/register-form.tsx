import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { Registration } from '#schema/account/registration'
import { userTypes } from '#schema/account/user-type'
import { screenPath } from '#runtime/route-table'
import type { TranslationFunctions } from '#site/i18n/i18n-types'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { decodeForm } from './field-errors'
import type { FieldErrors } from './field-errors'
import { FormField, formText } from './form-field'
import { useSession } from './session-provider'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

const optionalFields = [
  'phone',
  'businessName',
  'countryCode',
  'province',
  'provinceCode',
  'city',
  'zipcode',
  'address',
  'birthYear',
] as const

/** Where the consent links (spec 3: the consent texts link to a privacy policy). */
function privacyPolicyPath(locale: string): string {
  return `/${locale}/privacy-policy`
}

/**
 * The registration form (spec 3, Registration payload): every field, the user type among the 17
 * of spec 3, privacy consent required and linked, newsletter optional. Checked in the browser with
 * the server's own codec (schema/account/registration), errors beside their fields; then REGISTER,
 * which logs in at once (spec 4).
 */
export function RegisterForm() {
  const t = useTranslations()
  const locale = useLocale()
  const messageText = useMessageText()
  const { status, message, busy, actor } = useSession()
  const [errors, setErrors] = useState<FieldErrors>({})
  const [submitted, setSubmitted] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const data = new FormData(event.currentTarget)
    const values: Record<string, unknown> = {
      email: formText(data, 'email') ?? '',
      password: formText(data, 'password') ?? '',
      firstName: formText(data, 'firstName') ?? '',
      lastName: formText(data, 'lastName') ?? '',
      country: formText(data, 'country') ?? '',
      contactType: formText(data, 'contactType') ?? '',
      newsletter: data.get('newsletter') === 'on',
      privacy: data.get('privacy') === 'on',
      locale,
    }
    for (const name of optionalFields) values[name] = formText(data, name) ?? ''
    const result = decodeForm(Registration, values)
    const found: FieldErrors = result.ok ? {} : { ...result.errors }
    // spec 5: 'Those passwords didn't match'.
    if (!found['password'] && values['password'] !== formText(data, 'repeatPassword'))
      found['repeatPassword'] = 'passwordsDiffer'
    setErrors(found)
    if (!result.ok || Object.keys(found).length > 0) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      return
    }
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
    />
  )
  const refused =
    submitted && !busy && status === 'anonymous' && message !== null ? messageText(message) : undefined
  return (
    <form
      className={styles.form}
      method="post"
      action={screenPath('register', locale)}
      onSubmit={submit}
      noValidate
      data-form="register"
    >
      {refused ? (
        <p className={styles.problem} role="alert">
          {refused}
        </p>
      ) : null}
      {Object.keys(errors).length > 0 ? <p className={styles.problem}>{t.account.errors.summary()}</p> : null}
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
        />
        <FormField
          label={t.account.fields.repeatPassword()}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          error={errors['repeatPassword']}
        />
      </div>
      <ContactTypeSelect error={errors['contactType']} />
      {field('businessName', 'text', 'organization')}
      <div className={styles.grid}>
        {field('country', 'text', 'country-name', true)}
        {field('countryCode', 'text', 'country')}
        {field('province')}
        {field('provinceCode')}
        {field('city', 'text', 'address-level2')}
        {field('zipcode', 'text', 'postal-code')}
      </div>
      {field('address', 'text', 'street-address')}
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
        />
      </div>
      <div className={styles.field}>
        <label className={styles.check}>
          <input
            className={styles.checkbox}
            type="checkbox"
            name="privacy"
            required
            aria-invalid={errors['privacy'] ? true : undefined}
            aria-describedby={errors['privacy'] ? 'privacy-error' : undefined}
          />
          <span>
            {t.account.privacyBefore()}
            <a className={styles.link} href={privacyPolicyPath(locale)} target="_blank" rel="noopener">
              {t.account.privacyLink()}
            </a>
            {t.account.privacyAfter()} <span className={styles.requiredMark}>({t.account.required()})</span>
          </span>
        </label>
        {errors['privacy'] ? (
          <p id="privacy-error" className={styles.error}>
            {t.account.errors.privacy()}
          </p>
        ) : null}
      </div>
      <label className={styles.check}>
        <input className={styles.checkbox} type="checkbox" name="newsletter" />
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
    </form>
  )
}

function ContactTypeSelect({ error }: { error: string | undefined }) {
  const t = useTranslations()
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor="contactType">
        {t.account.fields.contactType()}
        <span className={styles.requiredMark}>({t.account.required()})</span>
      </label>
      <select
        id="contactType"
        name="contactType"
        className={styles.input}
        required
        defaultValue=""
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'contactType-error' : undefined}
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
      {error ? (
        <p id="contactType-error" className={styles.error}>
          {t.account.errors.contactType()}
        </p>
      ) : null}
    </div>
  )
}
