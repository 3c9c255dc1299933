import { useTranslations } from '#site/i18n/translations'
import { AccountForm } from './account-form'
import type { ResetStepProps } from './reset-step-props'
import { CodeSentNotice } from './code-sent-notice'
import { ResetCodeField } from './reset-code-field'
import * as styles from './account.css'

const codeFieldOrder = ['code'] as const

/** The reset's second step with JS (spec §7.1): the mailed code, a new code, or another email. */
export function ResetCodeStep({
  action,
  email,
  errors,
  answer,
  busy,
  onSubmit,
  onResend,
  onOtherEmail,
}: ResetStepProps & {
  email: string
  onResend: () => void
  onOtherEmail: () => void
}) {
  const t = useTranslations()
  return (
    <AccountForm
      errors={errors}
      fields={codeFieldOrder}
      answer={answer}
      action={action}
      onSubmit={onSubmit}
      data-step="code"
      submit={{ label: t.account.reset.checkCode(), busy, busyLabel: t.account.reset.checkingCode() }}
      actions={
        <>
          <button type="button" className={styles.secondary} onClick={onResend} disabled={busy}>
            {t.account.reset.resend()}
          </button>
          <button type="button" className={styles.secondary} onClick={onOtherEmail} disabled={busy}>
            {t.account.reset.otherEmail()}
          </button>
        </>
      }
    >
      <CodeSentNotice email={email} />
      <ResetCodeField error={errors['code']} />
    </AccountForm>
  )
}
