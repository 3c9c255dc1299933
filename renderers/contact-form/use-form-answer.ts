import { type FormEvent, useState } from 'react'
import type { FormAnswer, FormPost } from '#runtime/forms-context'
import type * as ContactFormCodec from '#schema/contact-form'
import type { ContactFormProblems } from '#schema/contact-form'
import { contactFormFields, newsletterFormFields } from '#schema/contact-form-fields'
import { newSubmissionKey } from '#runtime/new-submission-key'

// docs/architecture.md, Performance: the codecs that check a submission (io-ts) load when a form
// is first used, not with the page; the plain field lists draw the forms without them.
let checks: Promise<typeof ContactFormCodec | null> | undefined
function loadChecks() {
  checks ??= import('#schema/contact-form').catch(() => {
    checks = undefined
    return null
  })
  return checks
}

export type FormView = {
  /** Where the form posts: its page. */
  action: string
  /** The page's answer while it is shown: the sent notice, or a failure above the button. */
  shown: FormAnswer | undefined
  problems: ContactFormProblems
  /** What the visitor typed, given back by a no-JS answer: the controls' first values. */
  value: (name: string) => string
  values: (name: string) => readonly string[]
  sending: boolean
  onSubmit: (event: FormEvent<HTMLFormElement>) => void
  /** A field changed: its problem is no longer shown. */
  onChange: (event: FormEvent<HTMLFormElement>) => void
  /** Back from the sent notice to an empty form. */
  again: () => void
  /** The key this rendering of the form posts with (decision 038): a post taken twice is sent once. */
  submissionKey: string
  /**
   * The key the page's HTML came with, read once hydrated: the server drew its own, and a post made
   * before and after hydration must carry the same one.
   */
  keepRenderedKey: (rendered: string) => void
}

/**
 * The state a form shows, from the page's answer to its last post (with or without JS) and the
 * checks the browser makes first with the server's own codec: each problem once, beside its field.
 */
export function useFormAnswer(post: FormPost): FormView {
  const [answer, setAnswer] = useState(post.answer)
  const [problems, setProblems] = useState<ContactFormProblems>(post.answer?.fields ?? {})
  const [dismissed, setDismissed] = useState(false)
  const [submissionKey, setSubmissionKey] = useState(newSubmissionKey)
  // A new answer replaces what the form showed (React's "adjust state when a prop changes").
  if (post.answer !== answer) {
    setAnswer(post.answer)
    setProblems(post.answer?.fields ?? {})
    setDismissed(false)
  }
  const shown = dismissed ? undefined : post.answer
  const given = shown && shown.kind !== 'sent' ? shown.values : {}

  async function submit(element: HTMLFormElement) {
    // Offline, the page's post answers at once that nothing was sent; a plain post (below) would
    // leave the page for the browser's offline page, and what the visitor typed with it.
    if (!navigator.onLine) return post.submit(element)
    const codec = await loadChecks()
    // Its code could not load (offline, a new deploy): the form posts as it does without JS.
    if (!codec) return HTMLFormElement.prototype.submit.call(element)
    const entries = new FormData(element)
    const fields = Object.fromEntries(
      [...new Set(entries.keys())].map((name) => {
        const all = entries.getAll(name).filter((value) => typeof value === 'string')
        return [name, name === 'interests' ? all : (all[0] ?? '')]
      }),
    )
    const check = codec.checkFormRequest(codec.contactFormFromFields(fields))
    if (!check.ok) {
      setDismissed(true)
      setProblems(check.fields)
      focusFirst(element, check.fields)
      return
    }
    setProblems({})
    post.submit(element)
  }

  return {
    action: post.action,
    shown,
    problems,
    value: (name) => {
      const value = given[name]
      return typeof value === 'string' ? value : ''
    },
    values: (name) => {
      const value = given[name]
      return value === undefined ? [] : typeof value === 'string' ? [value] : value
    },
    sending: post.sending,
    onSubmit: (event) => {
      event.preventDefault()
      if (!post.sending) void submit(event.currentTarget)
    },
    onChange: (event) => {
      const target = event.target
      if (!('name' in target) || typeof target.name !== 'string' || !(target.name in problems)) return
      const fixed = target.name
      setProblems((current) => Object.fromEntries(Object.entries(current).filter(([key]) => key !== fixed)))
    },
    again: () => {
      setDismissed(true)
      setProblems({})
      // Another request is another post: it must not be taken for the one just sent.
      setSubmissionKey(newSubmissionKey())
    },
    submissionKey,
    keepRenderedKey: (rendered) => {
      if (rendered !== '' && rendered !== submissionKey) setSubmissionKey(rendered)
    },
  }
}

const fieldOrder: readonly string[] = [...contactFormFields, ...newsletterFormFields]

function focusFirst(form: HTMLFormElement, problems: ContactFormProblems): void {
  const first = fieldOrder.find((field) => field in problems)
  const element = first ? form.elements.namedItem(first) : null
  if (element instanceof HTMLElement) element.focus()
  else if (element instanceof RadioNodeList && element[0] instanceof HTMLElement) element[0].focus()
}
