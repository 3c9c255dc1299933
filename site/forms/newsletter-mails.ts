import type { MailContent } from '#adapters/mail/account-mail'
import { type Locale, defaultLocale } from '#schema/locale'
import { translationsFor } from '#site/i18n/translations'
import { formMail } from './form-mail'

/** A sign-up as the mails need it: from the pending row (decision 051). */
export type NewsletterSignUpDetails = {
  email: string
  firstName: string | null
  interests: readonly string[]
  locale: Locale
  form: string
}

// A name the greeting may carry: letters, spaces, apostrophes and hyphens, as names are written.
// No dot, slash or colon fits, so no link does: the mail goes to an address anyone may type
// (docs/security.md), and a "name" must not become the company's text.
const greetableName = /^\p{L}[\p{L}\p{M} '’-]{0,39}$/u

/**
 * The mail that asks a new subscriber to confirm (double opt-in, decision 051), in the language
 * of the page they signed up from: a greeting by first name when one was given and reads as a
 * name, a plain one otherwise, and the link to the confirmation page.
 */
export function newsletterConfirmationMail(signUp: NewsletterSignUpDetails, link: string): MailContent {
  const t = translationsFor(signUp.locale)
  const mail = t.contactForm.newsletterForm.mail
  const name = signUp.firstName?.trim() ?? ''
  const greeting = greetableName.test(name) ? mail.greetingNamed({ name }) : mail.greeting()
  return formMail(
    signUp.locale,
    mail.confirmSubject(),
    [greeting, mail.confirmBody(), '', link, '', mail.confirmIgnore()],
    [],
    t.contactForm.mail.signature(),
  )
}

/**
 * The company's notice of a confirmed subscription, in Italian, with the company's labels; the
 * caller sets Reply-To to the subscriber. Sent once, when the link is confirmed: an address that
 * never confirms is never the company's subscriber.
 */
export function newsletterCompanyMail(signUp: NewsletterSignUpDetails, confirmedAt: Date): MailContent {
  const t = translationsFor(defaultLocale).contactForm
  const labels = t.mail.labels
  const when = confirmedAt.toLocaleString('it-IT', { timeZone: 'Europe/Rome' })
  const topics = signUp.interests.flatMap((interest) =>
    isTopic(interest, t.newsletterForm.topics) ? [t.newsletterForm.topics[interest]()] : [],
  )
  const rows: [string, string | null | undefined][] = [
    [labels.email(), signUp.email],
    [labels.firstName(), signUp.firstName],
    [labels.interests(), topics.join(', ')],
    [t.newsletterForm.mail.confirmedAt(), when],
    [t.mail.privacyAccepted(), t.mail.yes()],
  ]
  return formMail(
    defaultLocale,
    t.newsletterForm.mail.companySubject({ email: signUp.email }),
    [
      t.newsletterForm.mail.companyIntro({ form: signUp.form, locale: signUp.locale, confirmedAt: when }),
      t.mail.replyHint({ email: signUp.email }),
    ],
    rows.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : [])),
  )
}

function isTopic<T extends object>(interest: string, topics: T): interest is Extract<keyof T, string> {
  return Object.hasOwn(topics, interest)
}
