import * as styles from './account.css'

/** The answer to a form's last try: a success (a status) or a refusal (an alert). */
export type FormAnswerText = { success: boolean; text: string }

/**
 * The answer to a form's last try, read out when it appears: a success as a status, a refusal as
 * an alert; nothing without one. Every account form shows it above its fields (AccountForm), and
 * the reset's last step on its own.
 */
export function FormAnswer({ answer }: { answer: FormAnswerText | null | undefined }) {
  return answer ? (
    <p
      className={answer.success ? styles.success : styles.problem}
      role={answer.success ? 'status' : 'alert'}
    >
      {answer.text}
    </p>
  ) : null
}

/** A refusal's text as an answer; none without a text. */
export const refusal = (text: string | null | undefined): FormAnswerText | null =>
  text ? { success: false, text } : null
