import type { ReactNode } from 'react'
import type { ContactFormProblem } from '#schema/contact-form'
import * as styles from './contact-form.css'

/** The accessibility attributes a control gets from its field: required, invalid, described by its error. */
export type ControlProps = {
  id: string
  name: string
  required: boolean
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/**
 * One labelled field: the label (with a mark when required), the control the caller draws from
 * `control` props, and the error right below it, which the control names in aria-describedby.
 */
export function ContactField(props: {
  id: string
  name: string
  label: string
  required: boolean
  requiredText: string
  problem: string | undefined
  wide?: boolean
  control: (control: ControlProps) => ReactNode
}) {
  const errorId = `${props.id}-error`
  return (
    <div className={props.wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={props.id} className={styles.label}>
        {props.label}
        {props.required ? (
          <span className={styles.mark} title={props.requiredText} aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      {props.control({
        id: props.id,
        name: props.name,
        required: props.required,
        'aria-invalid': props.problem ? true : undefined,
        'aria-describedby': props.problem ? errorId : undefined,
      })}
      {props.problem ? (
        <p id={errorId} className={styles.error}>
          {props.problem}
        </p>
      ) : null}
    </div>
  )
}

/** The problem's text, or undefined when the field has none. */
export function problemText(
  problem: ContactFormProblem | undefined,
  text: (problem: ContactFormProblem) => string,
): string | undefined {
  return problem ? text(problem) : undefined
}
