import { useEffect } from 'react'
import { Link } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { readLogin } from './account-form-fields'
import { returnParameter } from './return-parameter'
import type { FieldErrors } from './field-errors'
import { AccountForm } from './account-form'
import { refusal } from './form-answer'
import { FormField } from './form-field'
import { useSessionForm } from './use-session-form'
import * as styles from './account.css'

const loginFieldOrder = ['username', 'password'] as const

/**
 * The login form (spec 7, POST /login), on the login screen and in the header's login overlay.
 * With JS it sends LOGIN to the session; without, it posts to the login screen's action.
 * `onLoggedIn` runs once the session is logged in (the screen goes to the account, the overlay closes).
 */
export function LoginForm({
  onLoggingIn,
  onLoggedIn,
  autoFocus = false,
  back,
  server,
}: {
  onLoggingIn?: () => void
  onLoggedIn?: () => void
  autoFocus?: boolean
  /** The page to go back to once logged in without JS (the login screen's checked `?back=`, decisions 039, 040). */
  back?: string | null | undefined
  /** The login screen's action's refusal (without JS): its message or field errors, and the email typed. */
  server?: { message?: string; username: string; errors?: FieldErrors } | undefined
}) {
  const t = useTranslations()
  const locale = useLocale()
  const { errors, busy, submit, refused, loggedIn } = useSessionForm({
    read: readLogin,
    toEvent: (credentials) => ({ type: 'LOGIN', credentials }),
    server,
    onSending: onLoggingIn,
  })

  useEffect(() => {
    if (loggedIn) onLoggedIn?.()
  }, [loggedIn, onLoggedIn])

  return (
    <AccountForm
      errors={errors}
      fields={loginFieldOrder}
      answer={refusal(refused)}
      action={screenPath('login', locale)}
      onSubmit={submit}
      data-form="login"
      submit={{ label: t.account.logIn(), busy, busyLabel: t.account.loggingIn() }}
      actions={
        <Link className={styles.link} to={screenPath('resetPassword', locale)}>
          {t.account.forgotPassword()}
        </Link>
      }
      after={
        <p className={styles.aside}>
          {t.account.noAccount()}{' '}
          <Link className={styles.link} to={screenPath('register', locale)}>
            {t.account.registerLink()}
          </Link>
        </p>
      }
    >
      {back ? <input type="hidden" name={returnParameter} value={back} /> : null}
      <FormField
        label={t.account.fields.email()}
        name="username"
        type="email"
        autoComplete="username"
        required
        error={errors['username']}
        defaultValue={server?.username}
        data-autofocus={autoFocus ? '' : undefined}
      />
      <FormField
        label={t.account.fields.password()}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        error={errors['password']}
      />
    </AccountForm>
  )
}
