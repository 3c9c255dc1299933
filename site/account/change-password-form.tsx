import { useState } from 'react'
import type { FormEvent } from 'react'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { changePassword } from './browser-actors'
import { readPasswordChange } from './account-form-fields'
import type { FieldErrors } from './field-errors'
import { AccountForm } from './account-form'
import type { FormAnswerText } from './form-answer'
import { FormField } from './form-field'
import { PasswordPair } from './password-pair'
import { useSession } from './session-provider'
import { useMessageText } from './use-message-text'

const changePasswordFieldOrder = ['oldPassword', 'password', 'repeatPassword'] as const

/**
 * Change password while logged in (spec 7, POST /change-password): the current password, the new
 * one twice ('Those passwords didn't match'). The server renews the session cookie (older sessions
 * end with the change): the session keeps going until the new end. A 401 logs out (spec 8).
 * Without JS it posts to the screen's action, whose refusal comes back as `server`. Each press
 * clears the last answer, so an old error never stands beside a new one.
 */
export function ChangePasswordForm({
  server,
}: {
  server?: { errors: FieldErrors; message?: string } | undefined
}) {
  const t = useTranslations()
  const locale = useLocale()
  const messageText = useMessageText()
  const { status, actor } = useSession()
  const [errors, setErrors] = useState<FieldErrors>(server?.errors ?? {})
  const [busy, setBusy] = useState(false)
  const [answer, setAnswer] = useState<FormAnswerText | null>(
    server?.message ? { success: false, text: server.message } : null,
  )

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy || status !== 'loggedIn') return
    const form = event.currentTarget
    const result = readPasswordChange(new FormData(form))
    setAnswer(null)
    setErrors(result.ok ? {} : result.errors)
    if (!result.ok) return
    setBusy(true)
    try {
      const reply = await changePassword(result.value)
      if (reply.status === 401) return actor.send({ type: 'UNAUTHORIZED' })
      setAnswer({ success: reply.answer.success, text: messageText(reply.answer.message) })
      if (reply.answer.success && reply.sessionEndsAt !== null) {
        actor.send({ type: 'SESSION_RENEWED', expiresAt: reply.sessionEndsAt, user: reply.answer.data })
        form.reset()
      }
    } catch {
      setAnswer({ success: false, text: messageText('ERROR') })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AccountForm
      errors={errors}
      fields={changePasswordFieldOrder}
      answer={answer}
      action={screenPath('changePassword', locale)}
      onSubmit={(event) => void submit(event)}
      data-form="change-password"
      submit={{ label: t.account.changePassword(), busy, busyLabel: t.account.changingPassword() }}
    >
      <FormField
        label={t.account.fields.oldPassword()}
        name="oldPassword"
        type="password"
        autoComplete="current-password"
        required
        error={errors['oldPassword']}
      />
      <PasswordPair label={t.account.fields.newPassword()} errors={errors} />
    </AccountForm>
  )
}
