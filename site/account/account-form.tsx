import { createContext, use, useId, useRef, useState } from 'react'
import type { FormHTMLAttributes, ReactNode } from 'react'
import { ErrorSummary } from '#runtime/error-summary'
import { useFocusFirstInvalid } from '#runtime/use-focus-first-invalid'
import { useTranslations } from '#site/i18n/translations'
import type { FieldErrors } from './field-errors'
import { FormAnswer, type FormAnswerText } from './form-answer'
import * as styles from './account.css'

/** The id prefix of the frame a field sits in, so the summary can link to a field by its name. */
const FieldIdPrefix = createContext<string | null>(null)

/** The id of the field `name` inside an AccountForm (a generated one outside). */
export function useFieldId(name: string): string {
  const prefix = use(FieldIdPrefix)
  const own = useId()
  return prefix === null ? own : `${prefix}-${name}`
}

/** A form's submit button. */
export type FormSubmit = {
  label: string
  /** While the form's answer is awaited: the button says `busyLabel` and is aria-disabled. */
  busy?: boolean
  busyLabel?: string
  /** The `intent` the button posts, when the form has more than one way to be sent. */
  intent?: string
}

/**
 * The frame every account form shares (login, register, reset password, change password): a POST
 * form checked by our code (noValidate), the answer to its last try, and, while fields are
 * invalid, the error summary (role=alert, linking the first invalid field of `fields`, the order
 * the form shows them) and focus on that field once React has drawn it (WCAG 3.3.1, 2.4.3); then
 * the fields (`children`), the row of the submit button and the form's other `actions`, and what
 * comes `after` it. Without JS the screen's action answers with the same `errors`, so the page
 * reads the same.
 */
export function AccountForm({
  errors,
  fields,
  answer,
  submit,
  actions,
  after,
  children,
  ...form
}: {
  errors: FieldErrors
  /** The form's field names in the order it shows them. */
  fields: readonly string[]
  /** The answer to the last try (the server's refusal, or a success), read out when it appears. */
  answer?: FormAnswerText | null | undefined
  submit: FormSubmit
  /** The actions beside the submit button. */
  actions?: ReactNode
  /** What follows the actions (a link to another form). */
  after?: ReactNode
  children: ReactNode
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'children'>) {
  const t = useTranslations()
  const prefix = useId()
  const element = useRef<HTMLFormElement>(null)
  useFocusFirstInvalid(element, errors)
  // Each refusal counts (React's "adjust state when a prop changes"): its alert is a new one.
  const [refused, setRefused] = useState({ errors, times: 0 })
  if (refused.errors !== errors) setRefused({ errors, times: refused.times + 1 })
  const invalid = fields.filter((name) => errors[name] !== undefined)
  const count = Object.keys(errors).length
  return (
    <form ref={element} className={styles.form} method="post" noValidate {...form}>
      <FormAnswer answer={answer} />
      {count > 0 ? (
        <ErrorSummary
          // A new refusal is a new alert, read out even when its text is the same as the last one.
          key={refused.times}
          className={styles.problem}
          text={t.account.errors.summaryCount({ count })}
          firstFieldId={invalid[0] === undefined ? undefined : `${prefix}-${invalid[0]}`}
        />
      ) : null}
      <FieldIdPrefix value={prefix}>{children}</FieldIdPrefix>
      <div className={styles.actions}>
        <button
          type="submit"
          name={submit.intent === undefined ? undefined : 'intent'}
          value={submit.intent}
          className={styles.button}
          aria-disabled={submit.busy || undefined}
        >
          {submit.busy ? submit.busyLabel : submit.label}
        </button>
        {actions}
      </div>
      {after}
    </form>
  )
}
