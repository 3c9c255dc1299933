import { useEffect, useState } from 'react'
import type { MessageCode } from '#schema/account/message-code'
import type { SessionActor } from './browser-session'
import { sessionAnswers } from './session-answer'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

// Long enough to read two sentences; the status role has already announced it.
const toastMs = 6000

/**
 * spec 8, Success messages: a login or logout made with JS on this page (the header's overlay, a
 * screen, the account's button) says so for a moment, wherever the visitor is. Loaded with the
 * session's code, so it weighs nothing on an anonymous visitor's first load.
 */
export default function SessionToast({ actor }: { actor: SessionActor | null }) {
  const messageText = useMessageText()
  const [shown, setShown] = useState<MessageCode | null>(null)
  useEffect(() => {
    if (!actor) return
    let previous = actor.getSnapshot().context.message
    const subscription = actor.subscribe((snapshot) => {
      const { message } = snapshot.context
      if (
        message !== previous &&
        (message === sessionAnswers.loggedIn || message === sessionAnswers.loggedOut)
      )
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
