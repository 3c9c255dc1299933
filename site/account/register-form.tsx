import { Link } from 'react-router'
import { Registration } from '#schema/account/registration'
import { screenPath } from '#runtime/route-table'
import type { TranslationFunctions } from '#site/i18n/i18n-types'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { readRegistration } from './account-form-fields'
import type { KeptValues } from './account-form-fields'
import type { FieldErrors } from './field-errors'
import { AccountForm } from './account-form'
import { ContactTypeSelect } from './contact-type-select'
import { refusal } from './form-answer'
import { FormField } from './form-field'
import { PasswordPair } from './password-pair'
import { PrivacyConsent } from './privacy-consent'
import { RegisterPlaceFields } from './register-place-fields'
import { useSessionForm } from './use-session-form'
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
  const { errors, busy, submit, refused } = useSessionForm({
    read: (data) => readRegistration(data, locale),
    toEvent: (registration) => ({ type: 'REGISTER', registration: Registration.encode(registration) }),
    server,
  })
  const kept = server?.values ?? {}
  const keptText = (name: string) => {
    const value = kept[name]
    return typeof value === 'string' ? value : undefined
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
  return (
    <AccountForm
      errors={errors}
      fields={registerFieldOrder}
      answer={refusal(refused)}
      action={screenPath('register', locale)}
      onSubmit={submit}
      data-form="register"
      submit={{ label: t.account.register(), busy, busyLabel: t.account.registering() }}
      after={
        <p className={styles.aside}>
          {t.account.haveAccount()}{' '}
          <Link className={styles.link} to={screenPath('login', locale)}>
            {t.account.loginLink()}
          </Link>
        </p>
      }
    >
      <div className={styles.grid}>
        {field('firstName', 'text', 'given-name', true)}
        {field('lastName', 'text', 'family-name', true)}
      </div>
      {field('email', 'email', 'email', true)}
      <div className={styles.grid}>
        <PasswordPair label={t.account.fields.password()} errors={errors} reserveError />
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
      <PrivacyConsent error={errors['privacy']} defaultChecked={kept['privacy'] === true} />
      <label className={styles.check}>
        <input
          className={styles.checkbox}
          type="checkbox"
          name="newsletter"
          defaultChecked={kept['newsletter'] === true}
        />
        <span>{t.account.newsletter()}</span>
      </label>
    </AccountForm>
  )
}
