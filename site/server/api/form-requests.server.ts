import { isDatabaseUnavailable } from '#adapters/accounts/is-database-unavailable'
import type { LeadInput } from '#adapters/accounts/accounts-store.server'
import type { MailContent } from '#adapters/mail/account-mail'
import {
  type ContactForm,
  type ContactFormProblems,
  type FormRequest,
  checkFormRequest,
  contactFormHoneypot,
  contactFormName,
} from '#schema/contact-form'
import { type Locale, defaultLocale } from '#schema/locale'
import type { NewsletterForm } from '#schema/newsletter-form'
import { contactMails } from '#site/forms/contact-mails'
import { newsletterMails } from '#site/forms/newsletter-mails'
import type { ApiDeps } from './api-deps.server'
import { databaseRetryAfterSeconds } from './api-error-handler.server'
import { mailboxKey } from './mailbox-key'

/** What became of one posted form (decision 006); the API and the page action answer from it. */
export type FormRequestOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: ContactFormProblems; problems: string[] }
  | { kind: 'tooMany'; retryAfterSeconds: number }
  | { kind: 'unavailable'; retryAfterSeconds: number }
  | { kind: 'failed' }

/** The forms as one visitor's requests reach them: bound to the visitor's address for the limit. */
export type FormRequests = { send(raw: unknown): Promise<FormRequestOutcome> }

/**
 * The one way a contact request or a newsletter sign-up is taken (decision 006), whether JSON
 * reached `POST /api/forms/contact` or a form was posted to its page's action: rate limit (every
 * post counts) → honeypot (filled: told it was sent, nothing stored) → decode → the lead stored →
 * the company's notification and the sender's receipt queued in the mail outbox.
 *
 * @example
 * const outcome = await formRequests(ipOf(request)).send(body)
 */
export function createFormRequests(
  deps: ApiDeps,
  options: { companyTo: string },
): (ip: string) => FormRequests {
  const { limits, log } = deps
  return (ip) => ({
    async send(raw) {
      const wait = await limits.spend('formsPerIp', ip)
      if (wait > 0) return { kind: 'tooMany', retryAfterSeconds: wait }
      if (honeypotOf(raw) !== '') {
        log.info('A form request filled the honeypot; it was not stored', { ip })
        return { kind: 'sent' }
      }
      const check = checkFormRequest(raw)
      if (!check.ok) return { kind: 'invalid', fields: check.fields, problems: check.problems }
      const { request } = check
      const name = contactFormName(request.form)
      try {
        await deps.store.createLead(leadOf(request, name))
      } catch (error) {
        log.error('A form lead could not be stored', {
          error: error instanceof Error ? error.message : String(error),
        })
        // The database out of reach is an outage: come back later (docs/security.md).
        return isDatabaseUnavailable(error)
          ? { kind: 'unavailable', retryAfterSeconds: databaseRetryAfterSeconds }
          : { kind: 'failed' }
      }
      // Keyed by the inbox, not the spelling: `+tags` and capitals made each post a new address.
      const receipt = (await limits.spend('receiptsPerAddress', mailboxKey(request.form.email))) === 0
      await queueMails(deps, options.companyTo, mailsOf(request, name), request.form.email, receipt)
      return { kind: 'sent' }
    },
  })
}

function mailsOf(request: FormRequest, name: string): { company: MailContent; receipt: MailContent } {
  return request.kind === 'contact' ? contactMails(request.form, name) : newsletterMails(request.form, name)
}

/** The company's copy always; the receipt only while the address is under its daily limit. */
async function queueMails(
  deps: ApiDeps,
  companyTo: string,
  mails: { company: MailContent; receipt: MailContent },
  email: string,
  receipt: boolean,
): Promise<void> {
  // The lead is stored: a failure here must not turn the visitor's success into an error.
  try {
    await deps.mail.enqueue(companyTo, mails.company)
    if (receipt) await deps.mail.enqueue(email, mails.receipt)
    else deps.log.info('A form receipt was not sent: its address had its receipts for today')
  } catch (error) {
    deps.log.error('The mails of a stored form lead could not be queued', {
      error: error instanceof Error ? error.message : String(error),
    })
  }
}

function leadOf(request: FormRequest, name: string): LeadInput {
  return request.kind === 'contact' ? contactLead(request.form, name) : newsletterLead(request.form, name)
}

function contactLead(form: ContactForm, name: string): LeadInput {
  return {
    form: name,
    email: form.email,
    locale: localeOf(form.locale),
    firstName: form.firstName,
    lastName: form.lastName,
    phone: form.phone ?? null,
    businessName: form.businessName ?? null,
    country: form.country,
    city: form.city ?? null,
    zipcode: form.zipcode ?? null,
    province: form.province ?? null,
    address: form.address ?? null,
    contactType: form.contactType,
    message: form.message,
    privacyAccepted: true,
    newsletter: form.newsletter === true,
  }
}

// The leads table has no column for interests: they are its message, one code per line.
function newsletterLead(form: NewsletterForm, name: string): LeadInput {
  return {
    form: name,
    email: form.email,
    locale: localeOf(form.locale),
    firstName: form.firstName ?? null,
    message: form.interests && form.interests.length > 0 ? form.interests.join('\n') : null,
    privacyAccepted: true,
    newsletter: true,
  }
}

function localeOf(locale: Locale | undefined): Locale {
  return locale ?? defaultLocale
}

function honeypotOf(raw: unknown): string {
  const value = fieldOf(raw, contactFormHoneypot)
  return typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : 'filled'
}

function fieldOf(raw: unknown, name: string): unknown {
  return typeof raw === 'object' && raw !== null
    ? Object.entries(raw).find(([key]) => key === name)?.[1]
    : undefined
}
