import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'

/**
 * Moves focus to the form's first invalid field (`aria-invalid="true"`) each time the form is
 * refused anew (`refusal` is a new object), once React has rendered the field as invalid: a
 * query made in the submit handler ran before that render and found nothing on a first try.
 * Not on the first render: a page answered with errors without JS links its first field from
 * the summary, and hydration must not take focus from where the visitor already is.
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, refusal: object | null): void {
  const first = useRef(refusal)
  useEffect(() => {
    if (refusal === first.current || refusal === null) return
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [form, refusal])
}
