import type { InputHTMLAttributes } from 'react'
import type { FieldErrorKind } from './field-errors'
import { useTranslations } from '#site/i18n/translations'
import { useFieldId } from './account-form'
import * as styles from './account.css'

/**
 * A labelled input with its error right under it (announced with the field through
 * aria-describedby), in the page's language. `reserveError` keeps the error's room when there is
 * none, so an error that appears moves no field of the form (decision 041).
 */
export function FormField({
  label,
  error,
  hint,
  required = false,
  reserveError = false,
  ...input
}: {
  label: string
  error: FieldErrorKind | undefined
  hint?: string
  reserveError?: boolean
  name: string
} & InputHTMLAttributes<HTMLInputElement>) {
  const t = useTranslations()
  const id = useFieldId(input.name)
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
        {required ? <span className={styles.requiredMark}>({t.account.required()})</span> : null}
      </label>
      <input
        id={id}
        className={styles.input}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...input}
      />
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldMessages id={id} error={error} reserve={reserveError} />
    </div>
  )
}

/**
 * A field's error (`<id>-error`, for its aria-describedby), or, with `reserve`, the empty room
 * it takes, so the rows below stay where they are when it appears.
 */
export function FieldMessages({
  id,
  error,
  reserve = false,
}: {
  id: string
  error: FieldErrorKind | undefined
  reserve?: boolean
}) {
  const t = useTranslations()
  if (error)
    return (
      <p id={`${id}-error`} className={reserve ? styles.reservedError : styles.error}>
        {t.account.errors[error]()}
      </p>
    )
  return reserve ? <p className={styles.reservedError} aria-hidden="true" /> : null
}

/** The text of a form's field, or undefined when absent. */
export function formText(data: FormData, name: string): string | undefined {
  const value = data.get(name)
  return typeof value === 'string' ? value : undefined
}
