import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useMemo, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import * as t from 'io-ts'
import { Password } from '#schema/account/password'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { browserResetPasswordMachine } from './browser-actors'
import { readResetCode, readResetRequest } from './account-form-fields'
import { decodeForm } from './field-errors'
import type { FieldErrors } from './field-errors'
import { AccountForm } from './account-form'
import { FormField, formText } from './form-field'
import { ResetWithCodeForm } from './reset-with-code-form'
import { useMessageText } from './use-message-text'
import { type ResetStep, resetStepUrl } from './reset-step'
import { useHydrated } from '#site/chrome/use-hydrated'
import * as styles from './account.css'

const NewPasswordFields = t.type({ password: Password })
const emailFieldOrder = ['email'] as const
const codeFieldOrder = ['code'] as const
const newPasswordFieldOrder = ['password', 'repeatPassword'] as const

/** What the reset screen's action answered a post made without JS. */
export type ResetAnswer =
  | { step: 'email'; email: string; errors: FieldErrors; message?: string | undefined }
  | {
      step: 'code'
      email: string
      errors: FieldErrors
      code?: string | undefined
      message?: string | undefined
    }
  | { step: 'done' }

/**
 * Password reset in three steps on one screen (spec §7.1), driven by the resetPassword machine:
 * the email, the mailed code ('Your user has been successfully verified'), the new password twice
 * ('Your password has been successfully changed'). After the fifth wrong code the code is void:
 * the screen offers a new code or another email instead of the code field. Without JS the forms
 * post to the screen's action and `server` is its answer: the code and the new password then go
 * together in one form (ResetWithCodeForm).
 */
export function ResetPasswordFlow({
  server,
  resume,
}: {
  server?: ResetAnswer | undefined
  /** The step the page's URL keeps (decision 038): a reload starts there and mails nothing. */
  resume?: ResetStep | undefined
}) {
  const t = useTranslations()
  const locale = useLocale()
  const messageText = useMessageText()
  const hydrated = useHydrated()
  const reset = useActorRef(browserResetPasswordMachine, {
    input: { codeSentTo: resume?.step === 'code' ? resume.email : undefined },
  })
  const step = useSelector(reset, (snapshot) => String(snapshot.value))
  const { email, message, problem } = useSelector(reset, (snapshot) => snapshot.context)
  const busy = useSelector(reset, (snapshot) => snapshot.hasTag('busy'))
  const [errors, setErrors] = useState<FieldErrors>(server?.step === 'email' ? server.errors : {})
  // The new password's repeat is checked by the machine: its mismatch counts as a field error too.
  const passwordErrors = useMemo<FieldErrors>(
    () => (problem === 'passwordsDiffer' ? { ...errors, repeatPassword: 'passwordsDiffer' } : errors),
    [errors, problem],
  )

  const onSubmit = (handle: (data: FormData) => void) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!busy) handle(new FormData(event.currentTarget))
  }
  const request = onSubmit((data) => {
    const result = readResetRequest(data)
    setErrors(result.ok ? {} : result.errors)
    if (result.ok) reset.send({ type: 'REQUEST', email: result.value.email })
  })
  const check = onSubmit((data) => {
    const result = readResetCode(data, email)
    setErrors(result.ok ? {} : result.errors)
    if (result.ok) reset.send({ type: 'CHECK', code: result.value.code })
  })
  const setPassword = onSubmit((data) => {
    const result = decodeForm(NewPasswordFields, { password: formText(data, 'password') ?? '' })
    setErrors(result.ok ? {} : result.errors)
    if (result.ok)
      reset.send({
        type: 'SET',
        password: result.value.password,
        repeat: formText(data, 'repeatPassword') ?? '',
      })
  })

  const good =
    message === 'CODE_VALID' || message === 'TOKEN_DELETED' || message === 'RESET_REQUESTED_SUCCESSFULLY'
  const answer =
    message && !(step === 'codeSent' && message === 'RESET_REQUESTED_SUCCESSFULLY') ? (
      <p className={good ? styles.success : styles.problem} role={good ? 'status' : 'alert'}>
        {messageText(message)}
      </p>
    ) : null
  const action = screenPath('resetPassword', locale)
  // The URL keeps the step the machine is at, so a reload comes back to it (never the code).
  const urlStep: ResetStep | undefined =
    step === 'done'
      ? { step: 'done' }
      : step === 'request' || step === 'requesting'
        ? undefined
        : { step: 'code', email }
  const stepUrl = resetStepUrl(action, urlStep)
  // Only once the machine moves: the step it started at is the one the URL already names.
  const startStep = useRef(step)
  const moved = useRef(false)
  useEffect(() => {
    if (step !== startStep.current) moved.current = true
    if (!hydrated || !moved.current || step === 'requesting') return
    if (`${window.location.pathname}${window.location.search}` === stepUrl) return
    // history itself, not a navigation: the loader has nothing new to say, and nothing is announced.
    window.history.replaceState(window.history.state, '', stepUrl)
  }, [hydrated, step, stepUrl])
  // Without JS the machine never leaves its first step: the action's answer says where the reset
  // is, or the URL it redirected to. The code step the URL names is the plain form until the
  // page runs the machine (the same HTML with JS and without, so hydration matches).
  const serverStep: ResetAnswer | undefined =
    step === 'request'
      ? (server ?? (resume?.step === 'done' ? { step: 'done' } : undefined))
      : !hydrated && resume?.step === 'code' && !server
        ? { step: 'code', email: resume.email, errors: {} }
        : undefined

  if (step === 'done' || serverStep?.step === 'done') {
    return (
      <div data-step="done">
        {serverStep ? (
          <p className={styles.success} role="status">
            {messageText('TOKEN_DELETED')}
          </p>
        ) : (
          answer
        )}
        <p>{t.account.reset.doneIntro()}</p>
        <Link className={styles.button} to={screenPath('login', locale)}>
          {t.account.logIn()}
        </Link>
      </div>
    )
  }
  if (step === 'verified' || step === 'setting') {
    return (
      <AccountForm
        errors={passwordErrors}
        fields={newPasswordFieldOrder}
        refusal={answer}
        action={action}
        onSubmit={setPassword}
        data-step="password"
      >
        <p>{t.account.reset.newPasswordIntro()}</p>
        <FormField
          label={t.account.fields.newPassword()}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          hint={t.account.passwordHint()}
          error={errors['password']}
          data-autofocus=""
        />
        <FormField
          label={t.account.fields.repeatPassword()}
          name="repeatPassword"
          type="password"
          autoComplete="new-password"
          required
          error={passwordErrors['repeatPassword']}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
            {busy ? t.account.reset.settingPassword() : t.account.reset.setPassword()}
          </button>
        </div>
      </AccountForm>
    )
  }
  if (serverStep?.step === 'code') {
    return (
      <ResetWithCodeForm
        action={action}
        email={serverStep.email}
        errors={serverStep.errors}
        message={serverStep.message}
        code={serverStep.code}
      />
    )
  }
  if (step === 'codeVoid') {
    return (
      <div className={styles.form} data-step="codeVoid">
        <p className={styles.problem} role="alert">
          {t.account.reset.codeVoid()}
        </p>
        <div className={styles.actions}>
          <button type="button" className={styles.button} onClick={() => reset.send({ type: 'RESEND' })}>
            {t.account.reset.resend()}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => reset.send({ type: 'CHANGE_EMAIL' })}
          >
            {t.account.reset.otherEmail()}
          </button>
        </div>
      </div>
    )
  }
  if (step === 'codeSent' || step === 'checking') {
    return (
      <AccountForm
        errors={errors}
        fields={codeFieldOrder}
        refusal={answer}
        action={action}
        onSubmit={check}
        data-step="code"
      >
        <p className={styles.notice} role="status">
          {t.account.reset.codeIntro({ email })}
        </p>
        <FormField
          label={t.account.fields.code()}
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={12}
          required
          error={errors['code']}
        />
        <div className={styles.actions}>
          <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
            {busy ? t.account.reset.checkingCode() : t.account.reset.checkCode()}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => reset.send({ type: 'RESEND' })}
            disabled={busy}
          >
            {t.account.reset.resend()}
          </button>
          <button
            type="button"
            className={styles.secondary}
            onClick={() => reset.send({ type: 'CHANGE_EMAIL' })}
            disabled={busy}
          >
            {t.account.reset.otherEmail()}
          </button>
        </div>
      </AccountForm>
    )
  }
  return (
    <AccountForm
      errors={errors}
      fields={emailFieldOrder}
      refusal={
        answer ??
        (serverStep?.step === 'email' && serverStep.message ? (
          <p className={styles.problem} role="alert">
            {serverStep.message}
          </p>
        ) : null)
      }
      action={action}
      onSubmit={request}
      data-step="email"
    >
      <p>{t.account.reset.requestIntro()}</p>
      <FormField
        label={t.account.fields.email()}
        name="email"
        type="email"
        autoComplete="email"
        required
        defaultValue={email || (serverStep?.step === 'email' ? serverStep.email : '')}
        error={errors['email']}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.button} aria-disabled={busy || undefined}>
          {busy ? t.account.reset.sendingCode() : t.account.reset.sendCode()}
        </button>
      </div>
    </AccountForm>
  )
}
