import type { InputHTMLAttributes } from 'react'
import type { FieldErrorKind } from './field-errors'
import { useTranslations } from '#site/i18n/translations'
import { useFieldId } from './account-form'
import * as styles from './account.css'

/**
 * A labelled input with its error right under it (announced with the field through
 * aria-describedby), in the page's language.
 */
export function FormField({
  label,
  error,
  hint,
  required = false,
  ...input
}: {
  label: string
  error: FieldErrorKind | undefined
  hint?: string
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
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {t.account.errors[error]()}
        </p>
      ) : null}
    </div>
  )
}

/** The text of a form's field, or undefined when absent. */
export function formText(data: FormData, name: string): string | undefined {
  const value = data.get(name)
  return typeof value === 'string' ? value : undefined
}
