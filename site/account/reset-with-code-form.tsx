import { useTranslations } from '#site/i18n/translations'
import type { FieldErrors } from './field-errors'
import { AccountForm } from './account-form'
import { CodeSentNotice } from './code-sent-notice'
import { refusal } from './form-answer'
import { PasswordPair } from './password-pair'
import { ResetCodeField } from './reset-code-field'
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
      answer={refusal(message)}
      action={action}
      data-step="code-and-password"
      // The first button is the one Enter presses: its intent travels with the form.
      submit={{ label: t.account.reset.setPassword(), intent: 'reset' }}
      actions={
        <>
          <button type="submit" name="intent" value="request" className={styles.secondary} formNoValidate>
            {t.account.reset.resend()}
          </button>
          <a className={styles.secondary} href={action}>
            {t.account.reset.otherEmail()}
          </a>
        </>
      }
    >
      <CodeSentNotice email={email} />
      <input type="hidden" name="email" value={email} />
      <ResetCodeField error={errors['code']} defaultValue={code} />
      <p>{t.account.reset.newPasswordIntro()}</p>
      <PasswordPair label={t.account.fields.newPassword()} errors={errors} />
    </AccountForm>
  )
}
