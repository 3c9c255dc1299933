import type { ReactNode } from 'react'
import * as styles from './contact-form.css'

/** A consent checkbox with its sentence, and its problem right below it. */
export function Consent(props: {
  id: string
  name: string
  required: boolean
  checked: boolean
  problem: string | undefined
  children: ReactNode
}) {
  const errorId = `${props.id}-error`
  return (
    <div className={`${styles.field} ${styles.wide}`}>
      <label className={styles.consent} htmlFor={props.id}>
        <input
          id={props.id}
          name={props.name}
          type="checkbox"
          required={props.required}
          defaultChecked={props.checked}
          aria-invalid={props.problem ? true : undefined}
          aria-describedby={props.problem ? errorId : undefined}
        />
        <span>{props.children}</span>
      </label>
      {props.problem ? (
        <p id={errorId} className={styles.error}>
          {props.problem}
        </p>
      ) : null}
    </div>
  )
}
