import { useActorRef, useSelector } from '@xstate/react'
import { useMemo, useState } from 'react'
import type { FormEvent } from 'react'
import * as t from 'io-ts'
import { Password } from '#schema/account/password'
import { screenPath } from '#runtime/route-table'
import { useLocale } from '#site/i18n/translations'
import { useHydrated } from '#site/chrome/use-hydrated'
import { browserResetPasswordMachine } from './browser-actors'
import { readResetCode, readResetRequest } from './account-form-fields'
import { decodeForm } from './field-errors'
import type { FieldErrors } from './field-errors'
import { refusal, type FormAnswerText } from './form-answer'
import { formText } from './form-field'
import { ResetCodeStep } from './reset-code-step'
import { ResetCodeVoid } from './reset-code-void'
import { ResetDone } from './reset-done'
import { ResetNewPasswordStep } from './reset-new-password-step'
import { ResetRequestStep } from './reset-request-step'
import type { ResetStep } from './reset-step'
import { ResetWithCodeForm } from './reset-with-code-form'
import { useMessageText } from './use-message-text'
import { useResetStepUrl } from './use-reset-step-url'

const NewPasswordFields = t.type({ password: Password })

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
 * together in one form (ResetWithCodeForm). This component wires the machine to the steps, each
 * drawn by its own component.
 */
export function ResetPasswordFlow({
  server,
  resume,
}: {
  server?: ResetAnswer | undefined
  /** The step the page's URL keeps (decision 038): a reload starts there and mails nothing. */
  resume?: ResetStep | undefined
}) {
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
  const resend = () => reset.send({ type: 'RESEND' })
  const otherEmail = () => reset.send({ type: 'CHANGE_EMAIL' })

  const good =
    message === 'CODE_VALID' || message === 'TOKEN_DELETED' || message === 'RESET_REQUESTED_SUCCESSFULLY'
  // The code step says where the code went itself: the request's success is not said twice.
  const answer: FormAnswerText | null =
    message && !(step === 'codeSent' && message === 'RESET_REQUESTED_SUCCESSFULLY')
      ? { success: good, text: messageText(message) }
      : null
  const action = screenPath('resetPassword', locale)
  useResetStepUrl(action, step, email)
  // Without JS the machine never leaves its first step: the action's answer says where the reset
  // is, or the URL it redirected to. The code step the URL names is the plain form until the
  // page runs the machine (the same HTML with JS and without, so hydration matches).
  const serverStep: ResetAnswer | undefined =
    step === 'request'
      ? (server ?? (resume?.step === 'done' ? { step: 'done' } : undefined))
      : !hydrated && resume?.step === 'code' && !server
        ? { step: 'code', email: resume.email, errors: {} }
        : undefined

  if (step === 'done' || serverStep?.step === 'done')
    return <ResetDone answer={serverStep ? { success: true, text: messageText('TOKEN_DELETED') } : answer} />
  if (step === 'verified' || step === 'setting')
    return (
      <ResetNewPasswordStep
        action={action}
        errors={passwordErrors}
        answer={answer}
        busy={busy}
        onSubmit={setPassword}
      />
    )
  if (serverStep?.step === 'code')
    return (
      <ResetWithCodeForm
        action={action}
        email={serverStep.email}
        errors={serverStep.errors}
        message={serverStep.message}
        code={serverStep.code}
      />
    )
  if (step === 'codeVoid') return <ResetCodeVoid onResend={resend} onOtherEmail={otherEmail} />
  if (step === 'codeSent' || step === 'checking')
    return (
      <ResetCodeStep
        action={action}
        email={email}
        errors={errors}
        answer={answer}
        busy={busy}
        onSubmit={check}
        onResend={resend}
        onOtherEmail={otherEmail}
      />
    )
  return (
    <ResetRequestStep
      action={action}
      email={email || (serverStep?.step === 'email' ? serverStep.email : '')}
      errors={errors}
      answer={answer ?? refusal(serverStep?.step === 'email' ? serverStep.message : undefined)}
      busy={busy}
      onSubmit={request}
    />
  )
}
