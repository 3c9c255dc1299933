import * as t from 'io-ts'
import type { ContactFormOutcome, ContactFormSubmission } from '#runtime/forms-context'
import { apiAnswer } from '#schema/account/api-answer'
import { messageKeyOf } from '#schema/account/message-code'
import { ContactForm, ContactFormProblems, contactFormHoneypot } from '#schema/contact-form'
import type { TranslationFunctions } from '#site/i18n/i18n-types'
import { contactFormEndpoint } from './contact-form-endpoint'

export { contactFormEndpoint }

const Answer = apiAnswer(t.unknown)
const InvalidData = t.type({ fields: ContactFormProblems })

/**
 * Sends a checked submission as JSON and says what became of it, in the page's language. It never
 * rejects: a network failure or an unreadable answer is a `failed` outcome with a message.
 */
export async function submitContactForm(
  submission: ContactFormSubmission,
  texts: TranslationFunctions,
): Promise<ContactFormOutcome> {
  const body = { ...ContactForm.encode(submission.form), [contactFormHoneypot]: submission.honeypot }
  let status: number
  let parsed: unknown
  try {
    const response = await fetch(contactFormEndpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    })
    status = response.status
    parsed = await response.json()
  } catch {
    return { kind: 'failed', message: texts.contactForm.offline() }
  }
  const answer = Answer.decode(parsed)
  if (answer._tag === 'Left') return { kind: 'failed', message: texts.messages.ERROR() }
  const message = texts.messages[messageKeyOf(answer.right.message)]()
  if (answer.right.success) return { kind: 'sent', message: texts.contactForm.sent() }
  const invalid = InvalidData.decode(answer.right.data)
  if (status === 400 && invalid._tag === 'Right')
    return { kind: 'invalid', fields: invalid.right.fields, message }
  return { kind: 'failed', message }
}
