import { data, redirect } from 'react-router'
import type { FormAnswer } from '#runtime/forms-context'
import { FormType } from '#schema/blocks/field-form'
import {
  contactFormFromFields,
  contactFormHoneypot,
  contactFormName,
  isNewsletterForm,
} from '#schema/contact-form'
import type { Locale } from '#schema/locale'
import type { ActionArgs } from '#site/app-context'
import { translationsFor } from '#site/i18n/translations'
import { screenOf } from '#site/screen-of'
import { sameSitePath } from '#site/same-site-path'
import { SubmissionKey, submissionKeyField } from '#schema/submission-key'
import { answerInPlaceField, sentParameter } from './form-outcome'
import { type ReadForm, readForm } from './read-form.server'
import { withFormErrorCount } from './with-form-error-count'

/** 32 KB holds a full form with a 5,000-character message in any script (decision 006). */
const formBytesLimit = 32 * 1024

/**
 * The action of every page that can hold a form block (decision 006): the contact form or the
 * newsletter sign-up posted to its own page, as a plain HTML form without JS or through a fetcher
 * with JS. It goes through the API's `FormRequests` (same codecs, rate limit, honeypot, mails),
 * and the page renders again in its layout with the answer: each problem beside its field with
 * everything the visitor typed, or why it could not be taken. A post too large to read is
 * answered the same way. A plain post that was taken answers 303 to the page with the outcome in
 * its query (Post/Redirect/Get, decision 038), so a reload shows the outcome and posts nothing;
 * a fetcher's post (JS) gets the success as data, shown in place.
 */
async function answerForm({ request, context }: ActionArgs) {
  const { locale } = screenOf(request)
  const posted = await readForm(request, formBytesLimit)
  if (posted.kind !== 'form') return unreadable(posted, locale)
  const fields = fieldsOf(posted.fields)
  // The receipt is written in the language of the page the visitor wrote from.
  const raw = { ...contactFormFromFields(fields), locale }
  const names = { formType: formTypeOf(fields['formType']), formId: text(fields['formId']) }
  const form = contactFormName(names)
  const t = translationsFor(locale)
  const values = typedValues(fields)
  const submissionKey = fields[submissionKeyField]
  const outcome = await context.forms.send(raw, SubmissionKey.is(submissionKey) ? submissionKey : undefined)
  switch (outcome.kind) {
    case 'sent': {
      const outcomePage = fields[answerInPlaceField] === undefined ? outcomePageOf(request, form) : undefined
      if (outcomePage) return redirect(outcomePage, { status: 303, headers: { 'Cache-Control': 'no-store' } })
      const sent = isNewsletterForm(names) ? t.contactForm.newsletterForm.sent() : t.contactForm.sent()
      return answer({ form, kind: 'sent', message: sent, fields: {}, values: {} }, 200)
    }
    case 'invalid':
      return answer(
        {
          form,
          kind: 'invalid',
          message: t.contactForm.errors.summary({ count: Object.keys(outcome.fields).length }),
          fields: outcome.fields,
          values,
        },
        400,
      )
    case 'tooMany':
      return answer(
        { form, kind: 'failed', message: t.contactForm.tooMany(), fields: {}, values },
        429,
        outcome.retryAfterSeconds,
      )
    case 'unavailable':
      return answer(
        { form, kind: 'failed', message: t.contactForm.notSaved(), fields: {}, values },
        503,
        outcome.retryAfterSeconds,
      )
    case 'failed':
      return answer({ form, kind: 'failed', message: t.contactForm.notSaved(), fields: {}, values }, 500)
  }
}

/** The forms' action, noting its error count for the page's title (./with-form-error-count.ts). */
export const formAction = withFormErrorCount(answerForm)

/**
 * The page the post came to, saying the form was sent: built from the path the request reached,
 * never from Host, X-Forwarded-* or anything posted, and only when that path is one of the site's.
 */
function outcomePageOf(request: Request, form: string): string | undefined {
  const path = sameSitePath(new URL(request.url).pathname)
  return path ? `${path.pathname}?${new URLSearchParams({ [sentParameter]: form }).toString()}` : undefined
}

function formTypeOf(value: unknown): FormType | undefined {
  return FormType.is(value) ? value : undefined
}

function answer(body: FormAnswer, status: number, retryAfterSeconds?: number) {
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' }
  if (retryAfterSeconds !== undefined) headers['Retry-After'] = String(retryAfterSeconds)
  return data(body, { status, headers })
}

/** A post the page cannot read: too large (413) or not a form (415); every form of the page says so. */
function unreadable(posted: Exclude<ReadForm, { kind: 'form' }>, locale: Locale) {
  const t = translationsFor(locale)
  return posted.kind === 'tooLarge'
    ? answer({ form: null, kind: 'failed', message: t.contactForm.tooLarge(), fields: {}, values: {} }, 413)
    : answer({ form: null, kind: 'failed', message: t.messages.ERROR(), fields: {}, values: {} }, 415)
}

/** The posted fields by name: one string, or a list when the name repeats (the interests). */
function fieldsOf(params: URLSearchParams): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = {}
  for (const name of new Set(params.keys())) {
    const all = params.getAll(name)
    fields[name] = name === 'interests' ? all : (all[0] ?? '')
  }
  return fields
}

/** What the visitor typed, to give back: everything but the honeypot. */
function typedValues(fields: Record<string, string | string[]>): Record<string, string | string[]> {
  return Object.fromEntries(Object.entries(fields).filter(([name]) => name !== contactFormHoneypot))
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value !== '' ? value : undefined
}
