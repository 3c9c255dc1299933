import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import type { MessageCode } from '#schema/account/message-code'
import type { SessionActor } from './browser-session'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

/**
 * The query parameter a no-JS login, logout or password change lands with (each starts or ends a
 * session, so the action redirects), so the next screen can say how it went.
 */
export const sessionAnswerParam = 'answer'

const answers = {
  loggedIn: 'Logged in',
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully',
} as const satisfies Record<string, MessageCode>
const isAnswer = (value: string | null): value is keyof typeof answers => value !== null && value in answers

/**
 * spec 8, Success messages: the API's 'Logged in', 'Logged out successfully' or 'Password changed
 * successfully' on the screen a no-JS login, logout or change lands on (`?answer=`).
 */
export function SessionAnswer() {
  const [params] = useSearchParams()
  const messageText = useMessageText()
  const answer = params.get(sessionAnswerParam)
  if (!isAnswer(answer)) return null
  return (
    <p className={styles.success} role="status" data-answer={answer}>
      {messageText(answers[answer])}
    </p>
  )
}

// Long enough to read two sentences; the status role has already announced it.
const toastMs = 6000

/**
 * spec 8, Success messages: a login or logout made with JS on this page (the header's overlay, a
 * screen, the account's button) says so for a moment, wherever the visitor is.
 */
export function SessionToast({ actor }: { actor: SessionActor | null }) {
  const messageText = useMessageText()
  const [shown, setShown] = useState<MessageCode | null>(null)
  useEffect(() => {
    if (!actor) return
    let previous = actor.getSnapshot().context.message
    const subscription = actor.subscribe((snapshot) => {
      const { message } = snapshot.context
      if (message !== previous && (message === answers.loggedIn || message === answers.loggedOut))
        setShown(message)
      previous = message
    })
    return () => subscription.unsubscribe()
  }, [actor])
  useEffect(() => {
    if (shown === null) return
    const timer = setTimeout(() => setShown(null), toastMs)
    return () => clearTimeout(timer)
  }, [shown])
  if (shown === null) return null
  return (
    <p className={styles.toast} role="status" data-answer="session">
      {messageText(shown)}
    </p>
  )
}
