import { useEffect } from 'react'
import type { MessageCode } from '#schema/account/message-code'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

// Long enough to read two sentences; the status role has already announced it.
const toastMs = 6000

/**
 * spec 8, Success messages: a login or logout made with JS on this page (the header's overlay, a
 * screen, the account's button) says so for a moment, wherever the visitor is. Loaded only once
 * there is something to say, so it weighs nothing on a first load.
 */
export default function SessionToast({ message, onDone }: { message: MessageCode; onDone: () => void }) {
  const messageText = useMessageText()
  useEffect(() => {
    const timer = setTimeout(onDone, toastMs)
    return () => clearTimeout(timer)
  }, [message, onDone])
  return (
    <p className={styles.toast} role="status" data-answer="session">
      {messageText(message)}
    </p>
  )
}
