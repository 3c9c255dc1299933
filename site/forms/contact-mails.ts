import type { MailContent } from '#adapters/mail/account-mail'
import type { ContactForm } from '#schema/contact-form'
import { italianProvinceOf, italianProvinces } from '#schema/italian-provinces'
import { type Locale, defaultLocale } from '#schema/locale'
import { translationsFor } from '#site/i18n/translations'
import { countryOptions } from './country-options'
import { formMail as mail } from './form-mail'

/**
 * The two mails a request sends (decision 006): the notification to the company, in Italian, listing
 * what was sent, and the receipt to the sender in the language of the page they wrote from. The
 * receipt goes to an address the sender typed, so it carries nothing they wrote, not even their
 * first name (a fixed greeting): otherwise the form would mail anyone a text of the sender's, a
 * link fits in a name, in the company's name (docs/security.md, issue 22 item 11).
 */
export function contactMails(
  form: ContactForm,
  formName: string,
): { company: MailContent; receipt: MailContent } {
  const locale = form.locale ?? defaultLocale
  const name = `${form.firstName} ${form.lastName}`
  const company = translationsFor(defaultLocale).contactForm.mail
  const receipt = translationsFor(locale).contactForm.mail
  return {
    company: mail(
      defaultLocale,
      company.companySubject({ name }),
      [company.companyIntro({ form: formName, locale })],
      summary(form, defaultLocale),
    ),
    receipt: mail(
      locale,
      receipt.receiptSubject(),
      [receipt.receiptGreeting(), receipt.receiptBody()],
      [],
      receipt.signature(),
    ),
  }
}

/** The submission as label: value lines, in `locale`. */
function summary(form: ContactForm, locale: Locale): string[] {
  const all = translationsFor(locale)
  const t = all.contactForm
  const country = countryOptions(locale).find((option) => option.code === form.country)?.name ?? form.country
  const italian = form.country === 'IT' && form.province ? italianProvinceOf(form.province) : undefined
  const province = italian ? italianProvinces[italian] : form.province
  const rows: [string, string | number | null | undefined][] = [
    [t.labels.firstName(), form.firstName],
    [t.labels.lastName(), form.lastName],
    [t.labels.birthYear(), form.birthYear],
    [t.labels.businessName(), form.businessName],
    [t.labels.country(), country],
    [t.labels.city(), form.city],
    [t.labels.zipcode(), form.zipcode],
    [t.labels.province(), province],
    [t.labels.address(), form.address],
    [t.labels.phone(), form.phone],
    [t.labels.email(), form.email],
    [t.labels.contactType(), all.userTypes[form.contactType]()],
    [t.mail.privacyAccepted(), t.mail.yes()],
    [t.newsletter(), form.newsletter ? t.mail.yes() : t.mail.no()],
  ]
  return [
    ...rows.flatMap(([label, value]) =>
      value === null || value === undefined || value === '' ? [] : [`${label}: ${value}`],
    ),
    '',
    `${t.labels.message()}:`,
    form.message,
  ]
}
