import { useTranslations } from '#site/i18n/translations'
import { AccountForm } from './account-form'
import type { ResetStepProps } from './reset-step-props'
import { FormField } from './form-field'

const emailFieldOrder = ['email'] as const

/** The reset's first step (spec §7.1): the email the code goes to. */
export function ResetRequestStep({
  action,
  email,
  errors,
  answer,
  busy,
  onSubmit,
}: ResetStepProps & {
  /** The address typed before (the machine's, or the action's without JS). */
  email: string
}) {
  const t = useTranslations()
  return (
    <AccountForm
      errors={errors}
      fields={emailFieldOrder}
      answer={answer}
      action={action}
      onSubmit={onSubmit}
      data-step="email"
      submit={{ label: t.account.reset.sendCode(), busy, busyLabel: t.account.reset.sendingCode() }}
    >
      <p>{t.account.reset.requestIntro()}</p>
      <FormField
        label={t.account.fields.email()}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={email}
        error={errors['email']}
      />
    </AccountForm>
  )
}
