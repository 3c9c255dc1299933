import { useEffect, useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { readLogin } from './account-form-fields'
import { returnParameter } from './return-parameter'
import type { FieldErrors } from './field-errors'
import { AccountForm, Refusal } from './account-form'
import { FormField } from './form-field'
import { useSession } from './session-provider'
import { useMessageText } from './use-message-text'
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
  const messageText = useMessageText()
  const { status, message, busy, actor } = useSession()
  const [errors, setErrors] = useState<FieldErrors>(server?.errors ?? {})
  const [submitted, setSubmitted] = useState(false)

  useEffect(() => {
    if (submitted && status === 'loggedIn') onLoggedIn?.()
  }, [submitted, status, onLoggedIn])

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = readLogin(new FormData(event.currentTarget))
    setErrors(result.ok ? {} : result.errors)
    if (!result.ok) return
    setSubmitted(true)
    onLoggingIn?.()
    actor.send({ type: 'LOGIN', credentials: result.value })
  }

  const refused =
    submitted && !busy && status === 'anonymous' && message !== null ? messageText(message) : server?.message
  return (
    <AccountForm
      errors={errors}
      fields={loginFieldOrder}
      refusal={<Refusal text={refused} />}
      action={screenPath('login', locale)}
      onSubmit={submit}
      data-form="login"
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
      <div className={styles.actions}>
        <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
          {busy ? t.account.loggingIn() : t.account.logIn()}
        </button>
        <Link className={styles.link} to={screenPath('resetPassword', locale)}>
          {t.account.forgotPassword()}
        </Link>
      </div>
      <p className={styles.aside}>
        {t.account.noAccount()}{' '}
        <Link className={styles.link} to={screenPath('register', locale)}>
          {t.account.registerLink()}
        </Link>
      </p>
    </AccountForm>
  )
}
