import type { MailContent } from '#adapters/mail/account-mail'
import type { ContactForm } from '#schema/contact-form'
import { italianProvinceOf, italianProvinces } from '#schema/italian-provinces'
import { type Locale, defaultLocale } from '#schema/locale'
import { translationsFor } from '#site/i18n/translations'
import { countryOptions } from './country-options'
import { formMail as mail } from './form-mail'

/** The product a request asks about, as the CMS named it (decision 050). */
export type RequestedProduct = { slug: string; title: string }

/**
 * The two mails a request sends (decision 006): the notification to the company, in Italian,
 * written for sales (decision 050: its subject names the form and the product, its labels are the
 * company's, and it is answered to the visitor through Reply-To, which the caller sets), and the
 * receipt to the sender in the language of the page they wrote from. The receipt goes to an
 * address the sender typed, so it carries nothing they wrote, not even their first name (a fixed
 * greeting): otherwise the form would mail anyone a text of the sender's, a link fits in a name,
 * in the company's name (docs/security.md, decision 035).
 */
export function contactMails(
  form: ContactForm,
  formName: string,
  product?: RequestedProduct,
): { company: MailContent; receipt: MailContent } {
  const locale = form.locale ?? defaultLocale
  const name = `${form.firstName} ${form.lastName}`
  const company = translationsFor(defaultLocale).contactForm.mail
  const receipt = translationsFor(locale).contactForm.mail
  return {
    company: mail(
      defaultLocale,
      product
        ? company.companySubjectProduct({ product: product.title, form: formName, name })
        : company.companySubject({ form: formName, name }),
      [company.companyIntro({ form: formName, locale }), company.replyHint({ email: form.email })],
      summary(form, defaultLocale, product),
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

/** The submission as label: value lines, in `locale`, under the company's labels. */
function summary(form: ContactForm, locale: Locale, product: RequestedProduct | undefined): string[] {
  const all = translationsFor(locale)
  const t = all.contactForm
  const labels = t.mail.labels
  const country = countryOptions(locale).find((option) => option.code === form.country)?.name ?? form.country
  const italian = form.country === 'IT' && form.province ? italianProvinceOf(form.province) : undefined
  const province = italian ? italianProvinces[italian] : form.province
  const rows: [string, string | number | null | undefined][] = [
    [labels.product(), product ? `${product.title} (${product.slug})` : undefined],
    [labels.firstName(), form.firstName],
    [labels.lastName(), form.lastName],
    [labels.birthYear(), form.birthYear],
    [labels.businessName(), form.businessName],
    [labels.country(), country],
    [labels.city(), form.city],
    [labels.zipcode(), form.zipcode],
    [labels.province(), province],
    [labels.address(), form.address],
    [labels.phone(), form.phone],
    [labels.email(), form.email],
    [labels.contactType(), all.userTypes[form.contactType]()],
    [t.mail.privacyAccepted(), t.mail.yes()],
    [labels.newsletter(), form.newsletter ? t.mail.yes() : t.mail.no()],
  ]
  return [
    ...rows.flatMap(([label, value]) =>
      value === null || value === undefined || value === '' ? [] : [`${label}: ${value}`],
    ),
    '',
    `${labels.message()}:`,
    form.message,
  ]
}
