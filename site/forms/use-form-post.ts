import { useMemo, useState } from 'react'
import { useActionData, useFetcher, useFormAction, useSearchParams } from 'react-router'
import type { FormAnswer, FormPost } from '#runtime/forms-context'
import { isNewsletterForm } from '#schema/contact-form-fields'
import { useTranslations } from '#site/i18n/translations'
import { answerInPlaceField, sentParameter } from './form-outcome'

/**
 * How a form of the page posts (decisions 006, 038): without JS a plain POST to the page's own
 * action, which answers a success with a redirect to the page saying so (`?sent=<form>`) and
 * anything else with the page; with JS a fetcher posts to the same action and the form shows the
 * same answer in place. Called by each form from inside its route's screen, so the action is that
 * route's (with `?index` for the home page).
 */
export function useFormPost(form: string): FormPost {
  const fetcher = useFetcher<unknown>()
  const pageAnswer = useActionData<unknown>()
  const [search] = useSearchParams()
  const t = useTranslations()
  // Offline, nothing is sent: the form keeps what the visitor typed and says so (decision 036).
  const [unsent, setUnsent] = useState<FormAnswer>()
  // The outcome page's own parameter is no part of where the form posts or starts again.
  const action = withoutSent(useFormAction())
  const sentHere = search.get(sentParameter) === form
  // One object while the page stays: the form takes a new answer as a new post's.
  const sent = useMemo<FormAnswer | undefined>(
    () =>
      sentHere
        ? {
            form,
            kind: 'sent',
            message: isNewsletterForm(namesOf(form))
              ? t.contactForm.newsletterForm.sent()
              : t.contactForm.sent(),
            fields: {},
            values: {},
          }
        : undefined,
    [sentHere, form, t],
  )
  const latest: unknown = unsent ?? fetcher.data ?? pageAnswer
  return {
    action,
    answer: isFormAnswer(latest) && (latest.form === null || latest.form === form) ? latest : sent,
    sending: fetcher.state !== 'idle',
    submit: (element) => {
      if (!navigator.onLine) {
        setUnsent({
          form,
          kind: 'failed',
          message: t.contactForm.offline(),
          fields: {},
          values: typed(element),
        })
        return
      }
      setUnsent(undefined)
      const fields = new FormData(element)
      fields.set(answerInPlaceField, '1')
      void fetcher.submit(fields, { method: 'post', action })
    },
  }
}

/** What the visitor typed in `element`, as an answer gives it back. */
function typed(element: HTMLFormElement): Record<string, string | readonly string[]> {
  const entries = new FormData(element)
  return Object.fromEntries(
    [...new Set(entries.keys())].map((name) => {
      const all = entries.getAll(name).filter((value) => typeof value === 'string')
      return [name, all.length > 1 ? all : (all[0] ?? '')]
    }),
  )
}

/** The form's type or id back from its name (`contactFormName`). */
function namesOf(form: string): { formType?: string; formId?: string } {
  return form.startsWith('id:') ? { formId: form.slice(3) } : { formType: form }
}

function withoutSent(action: string): string {
  const [path = '', query] = action.split('?')
  if (query === undefined) return action
  const params = new URLSearchParams(query)
  if (!params.has(sentParameter)) return action
  params.delete(sentParameter)
  const rest = params.toString()
  return rest === '' ? path : `${path}?${rest}`
}

// Another action of the same page (none today) would answer something else: only a form answer counts.
function isFormAnswer(value: unknown): value is FormAnswer {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    'form' in value &&
    'message' in value &&
    'fields' in value &&
    'values' in value
  )
}
