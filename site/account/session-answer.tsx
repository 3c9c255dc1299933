import { useSearchParams } from 'react-router'
import type { MessageCode } from '#schema/account/message-code'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

/**
 * The query parameter a no-JS login, logout or password change lands with (each starts or ends a
 * session, so the action redirects), so the next screen can say how it went.
 */
export const sessionAnswerParam = 'answer'

export const sessionAnswers = {
  loggedIn: 'Logged in',
  loggedOut: 'Logged out successfully',
  passwordChanged: 'Password changed successfully',
} as const satisfies Record<string, MessageCode>
const isAnswer = (value: string | null): value is keyof typeof sessionAnswers =>
  value !== null && value in sessionAnswers

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
      {messageText(sessionAnswers[answer])}
    </p>
  )
}
