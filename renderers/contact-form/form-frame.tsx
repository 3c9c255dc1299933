import { type ReactNode, useId } from 'react'
import { ErrorSummary } from '#runtime/error-summary'
import type { Forms } from '#runtime/forms-context'
import type { FormType } from '#schema/blocks/field-form'
import { contactFormHoneypot } from '#schema/contact-form-fields'
import { submissionKeyField } from '#schema/submission-key'
import * as styles from './contact-form.css'
import type { FormView } from './use-form-answer'

/**
 * The `<form>` both forms share: a POST to the page (its action), the hidden fields that say which
 * form it is, in which language to answer and which rendering of it is posted (decision 038), the
 * honeypot, and the visitor's fields inside.
 */
export function FormFrame(props: {
  forms: Forms
  name: string
  formType: FormType | undefined
  formId: string | undefined
  view: FormView
  children: ReactNode
}) {
  const honeypotId = useId()
  const { forms, view } = props
  return (
    <form
      className={styles.form}
      method="post"
      action={view.action}
      // The browser's own checks help only without JS; once React runs, ours show instead, in
      // the page's language (a ref callback runs only in the browser).
      ref={(element) => {
        if (element) element.noValidate = true
      }}
      onSubmit={view.onSubmit}
      onChange={view.onChange}
      data-contact-form={props.name}
    >
      <input type="hidden" name="locale" value={forms.locale} />
      <input
        type="hidden"
        name={submissionKeyField}
        value={view.submissionKey}
        // The server's key and the browser's first one differ; hydration keeps the server's.
        suppressHydrationWarning
        ref={(element) => {
          if (element) view.keepRenderedKey(element.value)
        }}
      />
      {props.formId ? (
        <input type="hidden" name="formId" value={props.formId} />
      ) : (
        <input type="hidden" name="formType" value={props.formType ?? 'contact'} />
      )}
      {props.children}
      <div className={styles.honeypot} aria-hidden="true">
        <label htmlFor={honeypotId}>{forms.texts.honeypot}</label>
        <input
          id={honeypotId}
          name={contactFormHoneypot}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          defaultValue=""
        />
      </div>
    </form>
  )
}

/**
 * Above the button: how many fields to fix, linking the first (the site's one ErrorSummary, as in
 * the account forms), or why the page could not take the form.
 */
export function FormStatus({
  view,
  count,
  summary,
  firstFieldId,
}: {
  view: FormView
  count: number
  summary: (count: number) => string
  /** The id of the first field to fix, in the form's order. */
  firstFieldId?: string | undefined
}) {
  if (count > 0)
    return (
      <ErrorSummary
        className={`${styles.summary} ${styles.wide}`}
        text={summary(count)}
        firstFieldId={firstFieldId}
      />
    )
  if (view.shown?.kind === 'failed' || view.shown?.kind === 'invalid')
    return (
      <p role="alert" className={`${styles.summary} ${styles.wide}`}>
        {view.shown.message}
      </p>
    )
  return null
}

/** In place of the form once the page took it: the thanks, and a way to send another. */
export function SentNotice(props: {
  name: string
  message: string
  again: string
  action: string
  onAgain: () => void
}) {
  return (
    <div className={styles.form} data-contact-form={props.name}>
      {/* Focused as it shows, with or without JS, so a screen reader reads it: the form it replaces
          held the focus, and a page loaded after a redirect announces nothing of its own. */}
      {/* eslint-disable-next-line jsx-a11y-x/no-autofocus */}
      <p role="status" className={`${styles.notice} ${styles.wide}`} tabIndex={-1} autoFocus>
        {props.message}
      </p>
      <a
        href={props.action}
        onClick={(event) => {
          event.preventDefault()
          props.onAgain()
        }}
      >
        {props.again}
      </a>
    </div>
  )
}
