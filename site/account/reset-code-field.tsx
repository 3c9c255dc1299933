import { useTranslations } from '#site/i18n/translations'
import type { FieldErrorKind } from './field-errors'
import { FormField } from './form-field'

/** The mailed reset code (6 digits; a few more characters are let in, the check says what is wrong). */
export function ResetCodeField({
  error,
  defaultValue,
}: {
  error: FieldErrorKind | undefined
  defaultValue?: string | undefined
}) {
  const t = useTranslations()
  return (
    <FormField
      label={t.account.fields.code()}
      name="code"
      type="text"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      required
      defaultValue={defaultValue}
      error={error}
    />
  )
}
