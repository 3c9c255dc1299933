import { useTranslations } from '#site/i18n/translations'
import type { FieldErrors } from './field-errors'
import { FormField } from './form-field'

/**
 * A new password and its repeat (register, change password, reset password): `password` with the
 * rules as its hint, `repeatPassword` to catch a typo ('Those passwords didn't match'), both
 * `new-password` for the browser's password manager.
 */
export function PasswordPair({
  label,
  errors,
  reserveError = false,
  autoFocus = false,
}: {
  /** The first field's label: "Password" on the registration, "New password" elsewhere. */
  label: string
  errors: FieldErrors
  /** Keep each error's room (decision 041). */
  reserveError?: boolean
  /** The first field takes the focus when its form appears. */
  autoFocus?: boolean
}) {
  const t = useTranslations()
  return (
    <>
      <FormField
        label={label}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        hint={t.account.passwordHint()}
        error={errors['password']}
        reserveError={reserveError}
        data-autofocus={autoFocus ? '' : undefined}
      />
      <FormField
        label={t.account.fields.repeatPassword()}
        name="repeatPassword"
        type="password"
        autoComplete="new-password"
        required
        error={errors['repeatPassword']}
        reserveError={reserveError}
      />
    </>
  )
}
