import { useTranslations } from '#site/i18n/translations'
import { AccountForm } from './account-form'
import type { ResetStepProps } from './reset-step-props'
import { PasswordPair } from './password-pair'

const newPasswordFieldOrder = ['password', 'repeatPassword'] as const

/** The reset's third step with JS (spec §7.1), once the code is verified: the new password twice. */
export function ResetNewPasswordStep({ action, errors, answer, busy, onSubmit }: ResetStepProps) {
  const t = useTranslations()
  return (
    <AccountForm
      errors={errors}
      fields={newPasswordFieldOrder}
      answer={answer}
      action={action}
      onSubmit={onSubmit}
      data-step="password"
      submit={{ label: t.account.reset.setPassword(), busy, busyLabel: t.account.reset.settingPassword() }}
    >
      <p>{t.account.reset.newPasswordIntro()}</p>
      <PasswordPair label={t.account.fields.newPassword()} errors={errors} autoFocus />
    </AccountForm>
  )
}
