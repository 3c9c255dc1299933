import { useActionData, useFetcher, useFormAction } from 'react-router'
import type { FormAnswer, FormPost } from '#runtime/forms-context'

/**
 * How a form of the page posts (decision 006): without JS a plain POST to the page's own action,
 * which answers with the page; with JS a fetcher posts to the same action and the form shows the
 * same answer in place. Called by each form from inside its route's screen, so the action is that
 * route's (with `?index` for the home page).
 */
export function useFormPost(form: string): FormPost {
  const fetcher = useFetcher<unknown>()
  const pageAnswer = useActionData<unknown>()
  const action = useFormAction()
  const latest: unknown = fetcher.data ?? pageAnswer
  return {
    action,
    answer: isFormAnswer(latest) && (latest.form === null || latest.form === form) ? latest : undefined,
    sending: fetcher.state !== 'idle',
    submit: (element) => void fetcher.submit(element, { method: 'post', action }),
  }
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
