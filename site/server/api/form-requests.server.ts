import { createHash } from 'node:crypto'
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
import { type ProductSlug, productSlugOf } from '#schema/product-slug'
import type { SubmissionKey } from '#schema/submission-key'
import { type RequestedProduct, contactMails } from '#site/forms/contact-mails'
import type { ApiDeps } from './api-deps.server'
import { databaseRetryAfterSeconds } from './api-error-handler.server'
import { mailboxKey } from './mailbox-key'
import type { NewsletterSignups } from './newsletter-signups.server'

/** The product of a slug in a language, as the CMS has it, or null (decision 050). */
export type FindProduct = (slug: ProductSlug, locale: Locale) => Promise<RequestedProduct | null>

/** What became of one posted form (decision 006); the API and the page action answer from it. */
export type FormRequestOutcome =
  | { kind: 'sent' }
  | { kind: 'invalid'; fields: ContactFormProblems; problems: string[] }
  | { kind: 'tooMany'; retryAfterSeconds: number }
  | { kind: 'unavailable'; retryAfterSeconds: number }
  | { kind: 'failed' }

/**
 * The forms as one visitor's requests reach them: bound to the visitor's address for the limit.
 * `submissionKey` is the key of the rendered form the post came from (decision 038), if any.
 */
export type FormRequests = {
  send(raw: unknown, submissionKey?: SubmissionKey): Promise<FormRequestOutcome>
}

/**
 * The one way a contact request or a newsletter sign-up is taken (decision 006), whether JSON
 * reached `POST /api/forms/contact` or a form was posted to its page's action: rate limit (every
 * post counts) → honeypot (filled: told it was sent, nothing stored) → decode → the lead stored →
 * the company's notification and the sender's receipt queued in the mail outbox. A post whose
 * submission key was taken already is told it was sent, and neither stored nor mailed again.
 *
 * @example
 * const outcome = await formRequests(ipOf(request)).send(body)
 */
export function createFormRequests(
  deps: ApiDeps,
  options: { companyTo: string; newsletter: NewsletterSignups; findProduct?: FindProduct | undefined },
): (ip: string) => FormRequests {
  const { limits, log } = deps
  return (ip) => ({
    async send(raw, submissionKey) {
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
      const product =
        request.kind === 'contact' ? await productOf(raw, request.form, options.findProduct, log) : null
      try {
        const lead = { ...leadOf(request, name), product: product?.slug ?? null }
        if (submissionKey === undefined) await deps.store.createLead(lead)
        else if ((await deps.store.createLeadOnce(lead, postKeyOf(submissionKey, request))) === 'repeated') {
          log.info('A form post was taken already (same submission key); it was not stored again', { ip })
          return { kind: 'sent' }
        }
      } catch (error) {
        log.error('A form lead could not be stored', {
          error: error instanceof Error ? error.message : String(error),
        })
        // The database out of reach is an outage: come back later (docs/security.md).
        return isDatabaseUnavailable(error)
          ? { kind: 'unavailable', retryAfterSeconds: databaseRetryAfterSeconds }
          : { kind: 'failed' }
      }
      // A newsletter is subscribed only once its address confirms a mailed link (decision 051):
      // the sign-up form's, or the contact form's newsletter box.
      const signUp = newsletterSignUpOf(request, name)
      if (signUp) {
        try {
          await options.newsletter.signUp(signUp)
        } catch (error) {
          log.error('A newsletter sign-up could not be stored', { error: String(error) })
          if (request.kind === 'newsletter')
            return isDatabaseUnavailable(error)
              ? { kind: 'unavailable', retryAfterSeconds: databaseRetryAfterSeconds }
              : { kind: 'failed' }
        }
      }
      if (request.kind === 'newsletter') return { kind: 'sent' }
      // Keyed by the inbox, not the spelling: `+tags` and capitals made each post a new address.
      const receipt = (await limits.spend('receiptsPerAddress', mailboxKey(request.form.email))) === 0
      await queueMails(
        deps,
        options.companyTo,
        contactMails(request.form, name, product ?? undefined),
        request.form.email,
        receipt,
      )
      return { kind: 'sent' }
    },
  })
}

/**
 * The key a post is taken once by (decision 038): the rendered form's key bound to what was
 * posted. A page served from the HTML cache carries the same key to every visitor, so the key
 * alone would take a second visitor's request for the first's and drop it; the same post sent
 * twice (a reload, a double click, a burst) still makes one key.
 */
function postKeyOf(submissionKey: SubmissionKey, request: FormRequest): string {
  return createHash('sha256').update(submissionKey).update('\n').update(JSON.stringify(request)).digest('hex')
}

/**
 * The product a contact request names (`product`, a hidden field of the contact page, or JSON),
 * checked again here whatever the page showed: a slug of the right shape that the CMS knows in
 * the request's language. Anything else, or the CMS out of reach, is a request about no product.
 */
async function productOf(
  raw: unknown,
  form: ContactForm,
  findProduct: FindProduct | undefined,
  log: ApiDeps['log'],
): Promise<RequestedProduct | null> {
  const slug = productSlugOf(fieldOf(raw, 'product'))
  if (!slug || !findProduct) return null
  try {
    return await findProduct(slug, localeOf(form.locale))
  } catch (error) {
    log.warn('The product of a request could not be checked; it is stored without', { error: String(error) })
    return null
  }
}

function newsletterSignUpOf(request: FormRequest, name: string) {
  if (request.kind === 'contact' && request.form.newsletter !== true) return undefined
  const { form } = request
  return {
    email: form.email,
    firstName: form.firstName ?? null,
    interests: request.kind === 'newsletter' ? (request.form.interests ?? []) : [],
    locale: localeOf(form.locale),
    form: name,
  }
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
    // Sales answer the visitor by replying (decision 050): one address, never a list.
    await deps.mail.enqueue(companyTo, mails.company, { replyTo: email })
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
