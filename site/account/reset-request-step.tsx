import type { FormEvent } from 'react'
import { useTranslations } from '#site/i18n/translations'
import type { FieldErrors } from './field-errors'
import { AccountForm } from './account-form'
import type { FormAnswerText } from './form-answer'
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
}: {
  action: string
  /** The address typed before (the machine's, or the action's without JS). */
  email: string
  errors: FieldErrors
  answer: FormAnswerText | null
  busy: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
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
