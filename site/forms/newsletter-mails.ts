import type { MailContent } from '#adapters/mail/account-mail'
import { type Locale, defaultLocale } from '#schema/locale'
import type { NewsletterForm } from '#schema/newsletter-form'
import { translationsFor } from '#site/i18n/translations'
import { formMail } from './form-mail'

/**
 * The two mails a newsletter sign-up sends, as a contact request's do (decision 006): the company's
 * notification in Italian with what was given, and the confirmation to the subscriber in the
 * language of the page, carrying nothing they typed (a fixed greeting, not their first name).
 */
export function newsletterMails(
  form: NewsletterForm,
  formName: string,
): { company: MailContent; receipt: MailContent } {
  const locale = form.locale ?? defaultLocale
  const company = translationsFor(defaultLocale)
  const receipt = translationsFor(locale)
  return {
    company: formMail(
      defaultLocale,
      company.contactForm.newsletterForm.mail.companySubject({ email: form.email }),
      [company.contactForm.mail.companyIntro({ form: formName, locale })],
      summary(form, defaultLocale),
    ),
    receipt: formMail(
      locale,
      receipt.contactForm.newsletterForm.mail.receiptSubject(),
      [receipt.contactForm.mail.receiptGreeting(), receipt.contactForm.newsletterForm.mail.receiptBody()],
      [],
      receipt.contactForm.mail.signature(),
    ),
  }
}

/** The sign-up as label: value lines, in `locale`. */
function summary(form: NewsletterForm, locale: Locale): string[] {
  const t = translationsFor(locale).contactForm
  const topics = (form.interests ?? []).map((interest) => t.newsletterForm.topics[interest]())
  const rows: [string, string | null | undefined][] = [
    [t.labels.email(), form.email],
    [t.labels.firstName(), form.firstName],
    [t.newsletterForm.interests(), topics.join(', ')],
    [t.mail.privacyAccepted(), t.mail.yes()],
  ]
  return rows.flatMap(([label, value]) => (value ? [`${label}: ${value}`] : []))
}
