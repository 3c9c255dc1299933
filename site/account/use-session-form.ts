import { useState } from 'react'
import type { FormEvent } from 'react'
import type { FormReading } from './account-form-fields'
import type { FieldErrors } from './field-errors'
import { useSession } from './session-provider'
import type { SessionSender } from './session-provider'
import { useMessageText } from './use-message-text'

/**
 * A form the session machine answers (login, register): `submit` reads it with the readers the
 * screen's action uses, shows the errors beside their fields, or sends what it read to the
 * session. `refused` is the session's refusal of this form's last try, or the action's (`server`)
 * without JS; `loggedIn` that the session is logged in after this form was sent.
 */
export function useSessionForm<A>({
  read,
  toEvent,
  server,
  onSending,
}: {
  read: (data: FormData) => FormReading<A>
  toEvent: (value: A) => Parameters<SessionSender['send']>[0]
  server: { errors?: FieldErrors; message?: string } | undefined
  onSending?: (() => void) | undefined
}) {
  const messageText = useMessageText()
  const { status, message, busy, actor } = useSession()
  const [errors, setErrors] = useState<FieldErrors>(server?.errors ?? {})
  const [submitted, setSubmitted] = useState(false)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (busy) return
    const result = read(new FormData(event.currentTarget))
    // The frame focuses the first invalid field once React has drawn it (AccountForm).
    setErrors(result.ok ? {} : result.errors)
    if (!result.ok) return
    setSubmitted(true)
    onSending?.()
    actor.send(toEvent(result.value))
  }

  const refused =
    submitted && !busy && status === 'anonymous' && message !== null ? messageText(message) : server?.message
  return { errors, busy, submit, refused, loggedIn: submitted && status === 'loggedIn' }
}
