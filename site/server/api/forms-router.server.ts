import express, { type Request, type Response } from 'express'
import { isDatabaseUnavailable } from '#adapters/accounts/is-database-unavailable'
import { messageKeyOf } from '#schema/account/message-code'
import { text } from '#schema/account/text'
import { FormType } from '#schema/blocks/field-form'
import type { MessageCode } from '#schema/account/message-code'
import {
  type ContactForm,
  type ContactFormProblems,
  checkContactForm,
  contactFormFromFields,
  contactFormHoneypot,
  contactFormName,
} from '#schema/contact-form'
import { type Locale, defaultLocale } from '#schema/locale'
import { Locale as LocaleCodec } from '#schema/locale-codec'
import { contactMails } from '#site/forms/contact-mails'
import { contactResultPage } from '#site/forms/contact-result-page'
import { sentFlag } from '#site/forms/sent-flag'
import { sameSitePath } from '#site/server/http/same-site-path.server'
import { translationsFor } from '#site/i18n/translations'
import type { ApiDeps } from './api-deps.server'
import { databaseRetryAfterSeconds } from './api-error-handler.server'
import { ipOf } from './ip-of.server'
import { sendAnswer } from './send-answer.server'

const FormId = text('FormId', 1, 100)

export type FormsRouterOptions = {
  /** Where the company's notifications go. */
  companyTo: string
  /** The site's PUBLIC_URL: a no-JS post may go back to the page of a Referer on this origin only. */
  publicUrl?: string | undefined
}

/**
 * `POST /contact` (decision 006): a contact form request as JSON (with JS) or urlencoded (without).
 * The lead is stored before the answer; then a notification to the company and a receipt to the
 * sender are queued in the mail outbox, so an SMTP outage delays them and loses nothing.
 * A filled honeypot gets the success answer and nothing is stored; past the per-IP limit, 429.
 * Without JS, success redirects back to the page (`?contactFormSent=<form>`) and anything else
 * answers a page that shows the problems with what was typed.
 */
export function createFormsRouter(deps: ApiDeps, options: FormsRouterOptions): express.Router {
  // Per address (`formsPerIp`) and per receipt's recipient (`receiptsPerAddress`), in the one
  // rate-limit module, shared between instances through its Redis client when there is one.
  const { limits } = deps
  const publicOrigin = options.publicUrl ? new URL(options.publicUrl).origin : undefined

  const router = express.Router()
  router.use((_request, response, next) => {
    response.set('Cache-Control', 'no-store')
    next()
  })
  // 32 KB holds a full form with a 5,000-character message in any script.
  router.post(
    '/contact',
    express.json({ limit: '32kb', strict: true }),
    express.urlencoded({ extended: false, limit: '32kb', parameterLimit: 50 }),
    async (request, response) => {
      const plain = request.is('application/x-www-form-urlencoded') === 'application/x-www-form-urlencoded'
      const raw: unknown = plain ? contactFormFromFields(stringFields(request.body)) : request.body
      const locale = localeOf(raw)
      const returnTo = plain ? returnPath(request, locale, publicOrigin) : ''
      const answer = plain
        ? pageAnswer(
            response,
            stringFields(request.body),
            locale,
            `${returnTo}?${sentFlag}=${encodeURIComponent(nameOf(raw))}`,
          )
        : jsonAnswer(response)

      const wait = await limits.spend('formsPerIp', ipOf(request))
      if (wait > 0) {
        response.set('Retry-After', String(wait))
        answer(429, 'TOO_MANY_REQUESTS', { retryAfterSeconds: wait })
        return
      }
      if (raw === undefined) {
        sendAnswer(response, 400, 'Request not correct', {
          problems: [
            'the body must be JSON (application/json) or a form (application/x-www-form-urlencoded)',
          ],
        })
        return
      }
      if (honeypotOf(raw) !== '') {
        deps.log.info('A contact form request filled the honeypot; it was not stored', { ip: ipOf(request) })
        answer(201, 'LEAD_CREATED_SUCCESSFULLY')
        return
      }
      const check = checkContactForm(raw)
      if (!check.ok) {
        answer(400, 'Request not correct', { problems: check.problems, fields: check.fields })
        return
      }
      const form = check.form
      const name = contactFormName(form)
      try {
        await deps.store.createLead(leadOf(form, name, locale))
      } catch (error) {
        deps.log.error('A contact form lead could not be stored', {
          error: error instanceof Error ? error.message : String(error),
        })
        // The database out of reach is an outage: come back later (docs/security.md).
        if (isDatabaseUnavailable(error)) {
          response.set('Retry-After', String(databaseRetryAfterSeconds))
          answer(503, 'LEAD_NOT_CREATED')
        } else answer(500, 'LEAD_NOT_CREATED')
        return
      }
      const receipt = (await limits.spend('receiptsPerAddress', form.email.toLowerCase())) === 0
      await queueMails(deps, options.companyTo, form, name, receipt)
      answer(201, 'LEAD_CREATED_SUCCESSFULLY')
    },
  )

  return router
}

type Answer = (
  status: number,
  message: MessageCode,
  data?: { problems?: string[]; fields?: ContactFormProblems; retryAfterSeconds?: number },
) => void

function jsonAnswer(response: Response): Answer {
  return (status, message, data) => sendAnswer(response, status, message, data ?? null)
}

/** Without JS: success goes back to the page; anything else is a page with the form to correct. */
function pageAnswer(
  response: Response,
  values: Record<string, string>,
  locale: Locale,
  sentUrl: string,
): Answer {
  const returnTo = sentUrl.slice(0, sentUrl.indexOf('?'))
  return (status, message, data) => {
    if (status === 201) {
      response.redirect(303, sentUrl)
      return
    }
    const t = translationsFor(locale)
    const text = status === 400 ? t.contactForm.resultPage.fixIntro() : t.messages[messageKeyOf(message)]()
    response
      .status(status)
      .type('html')
      .send(contactResultPage({ locale, values, fields: data?.fields ?? {}, message: text, returnTo }))
  }
}

/** The company's copy always; the receipt only while the address is under its daily limit. */
async function queueMails(
  deps: ApiDeps,
  companyTo: string,
  form: ContactForm,
  name: string,
  receipt: boolean,
): Promise<void> {
  // The lead is stored: a failure here must not turn the visitor's success into an error.
  try {
    const mails = contactMails(form, name)
    await deps.mail.enqueue(companyTo, mails.company)
    if (receipt) await deps.mail.enqueue(form.email, mails.receipt)
    else deps.log.info('A contact form receipt was not sent: its address had its receipts for today')
  } catch (error) {
    deps.log.error('The mails of a stored contact form lead could not be queued', {
      error: error instanceof Error ? error.message : String(error),
    })
  }
}

function leadOf(form: ContactForm, name: string, locale: Locale) {
  return {
    form: name,
    email: form.email,
    locale,
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

/** The string fields of a parsed body (urlencoded without `extended` gives strings, or arrays when repeated). */
function stringFields(body: unknown): Record<string, string> {
  if (typeof body !== 'object' || body === null) return {}
  return Object.fromEntries(
    Object.entries(body).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : [])),
  )
}

function fieldOf(raw: unknown, name: string): unknown {
  return typeof raw === 'object' && raw !== null
    ? Object.entries(raw).find(([key]) => key === name)?.[1]
    : undefined
}

/** The form's name as posted, for the way back (the stored name comes from the decoded form). */
function nameOf(raw: unknown): string {
  const formId = FormId.decode(fieldOf(raw, 'formId'))
  const formType = FormType.decode(fieldOf(raw, 'formType'))
  return contactFormName({
    formId: formId._tag === 'Right' ? formId.right : undefined,
    formType: formType._tag === 'Right' ? formType.right : undefined,
  })
}

function honeypotOf(raw: unknown): string {
  const value = fieldOf(raw, contactFormHoneypot)
  return typeof value === 'string' ? value.trim() : value === undefined || value === null ? '' : 'filled'
}

function localeOf(raw: unknown): Locale {
  const decoded = LocaleCodec.decode(fieldOf(raw, 'locale'))
  return decoded._tag === 'Right' ? decoded.right : defaultLocale
}

/**
 * Where a no-JS post goes back to: `returnTo` when it is a path of this site, else the Referer's
 * path when it is on PUBLIC_URL's origin, else the locale's home. Never another origin: both are
 * checked after normalising (same-site-path.server.ts), and the Host header plays no part.
 */
function returnPath(request: Request, locale: Locale, publicOrigin: string | undefined): string {
  const given = sameSitePath(fieldOf(request.body, 'returnTo'))
  if (given) return given.pathname
  const referer = request.get('referer')
  if (referer && publicOrigin) {
    try {
      const url = new URL(referer)
      const path = url.origin === publicOrigin ? sameSitePath(url.pathname) : undefined
      if (path) return path.pathname
    } catch {
      // An unreadable Referer is no worse than none.
    }
  }
  return `/${locale}`
}
