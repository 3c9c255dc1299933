import { useTranslations } from '#site/i18n/translations'
import type { FieldErrors } from './field-errors'
import { AccountForm, Refusal } from './account-form'
import { FormField } from './form-field'
import * as styles from './account.css'

const codeAndPasswordFieldOrder = ['code', 'password', 'repeatPassword'] as const

/**
 * The reset's second step without JS (spec §7.1): the mailed code and the new password twice in one
 * plain form post, since no script holds the reset token between two steps. The email travels
 * hidden; the screen's action checks the code and sets the password in one go.
 */
export function ResetWithCodeForm({
  action,
  email,
  errors,
  message,
  code,
}: {
  action: string
  email: string
  errors: FieldErrors
  message: string | undefined
  code: string | undefined
}) {
  const t = useTranslations()
  return (
    <AccountForm
      errors={errors}
      fields={codeAndPasswordFieldOrder}
      refusal={<Refusal text={message} />}
      action={action}
      data-step="code-and-password"
    >
      <p className={styles.notice} role="status">
        {t.account.reset.codeIntro({ email })}
      </p>
      <input type="hidden" name="email" value={email} />
      <FormField
        label={t.account.fields.code()}
        name="code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        required
        defaultValue={code}
        error={errors['code']}
      />
      <p>{t.account.reset.newPasswordIntro()}</p>
      <FormField
        label={t.account.fields.newPassword()}
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
      <div className={styles.actions}>
        {/* The first button is the one Enter presses: its intent travels with the form. */}
        <button type="submit" name="intent" value="reset" className={styles.button}>
          {t.account.reset.setPassword()}
        </button>
        <button type="submit" name="intent" value="request" className={styles.secondary} formNoValidate>
          {t.account.reset.resend()}
        </button>
        <a className={styles.secondary} href={action}>
          {t.account.reset.otherEmail()}
        </a>
      </div>
    </AccountForm>
  )
}
