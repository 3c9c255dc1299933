import type { NewsletterSubscriptions } from '#adapters/accounts/newsletter-subscriptions.server'
import { screenPath } from '#runtime/route-table'
import { type Locale, defaultLocale, localeCodes } from '#schema/locale'
import { newsletterTokenOf } from '#schema/newsletter-token'
import {
  type NewsletterSignUpDetails,
  newsletterCompanyMail,
  newsletterConfirmationMail,
} from '#site/forms/newsletter-mails'
import type { ApiDeps } from './api-deps.server'
import { mailboxKey } from './mailbox-key'

/** What a confirmation POST became, for the page to say. */
export type ConfirmOutcome = 'confirmed' | 'used' | 'expired' | 'unknown' | 'failed'

/** What the page a mailed link opens shows before anything is posted. */
export type LinkState = 'pending' | 'used' | 'expired' | 'unknown' | 'failed'

export type NewsletterSignups = {
  /** A decoded sign-up: a pending row, and the confirmation mail when a new link was made. */
  signUp(details: NewsletterSignUpDetails): Promise<void>
  stateOf(token: unknown): Promise<LinkState>
  confirm(token: unknown): Promise<ConfirmOutcome>
}

/**
 * Newsletter sign-ups by double opt-in (decision 051): a sign-up stores a pending row and mails a
 * link to the confirmation page, at most one per inbox while its link is valid (and within the
 * receipts' daily limit); the page's POST confirms, records the time, and tells the company,
 * with Reply-To the subscriber.
 */
export function createNewsletterSignups(
  deps: Pick<ApiDeps, 'mail' | 'log' | 'limits' | 'now'> & { subscriptions: NewsletterSubscriptions },
  options: { companyTo: string; publicUrl: string },
): NewsletterSignups {
  const { subscriptions, mail, log, limits } = deps
  const linkOf = (locale: Locale, token: string) =>
    `${options.publicUrl.replace(/\/$/, '')}${screenPath('newsletterConfirm', locale)}?token=${token}`
  return {
    async signUp(details) {
      const outcome = await subscriptions.signUp({ ...details, interests: details.interests })
      if (outcome.kind !== 'mailLink') {
        log.info('A newsletter sign-up sent no new link', { outcome: outcome.kind })
        return
      }
      // Keyed by the inbox, as the forms' receipts are: `+tags` do not make a new address.
      if ((await limits.spend('receiptsPerAddress', mailboxKey(details.email))) > 0) {
        log.info('A newsletter link was not mailed: its address had its mails for today')
        return
      }
      await mail.enqueue(
        details.email,
        newsletterConfirmationMail(details, linkOf(details.locale, outcome.token)),
      )
    },
    async stateOf(raw) {
      const token = newsletterTokenOf(raw)
      if (!token) return 'unknown'
      try {
        return (await subscriptions.stateOf(token)).kind
      } catch (error) {
        log.error('A newsletter link could not be read', { error: String(error) })
        return 'failed'
      }
    },
    async confirm(raw) {
      const token = newsletterTokenOf(raw)
      if (!token) return 'unknown'
      try {
        const outcome = await subscriptions.confirm(token)
        if (outcome.kind !== 'confirmed') return outcome.kind
        const row = outcome.subscription
        const details: NewsletterSignUpDetails = {
          email: row.email,
          firstName: row.first_name,
          interests: row.interests ? row.interests.split('\n') : [],
          locale: localeCodes.find((code) => code === row.locale) ?? defaultLocale,
          form: row.form,
        }
        try {
          await mail.enqueue(
            options.companyTo,
            newsletterCompanyMail(details, new Date(row.confirmed_at ?? deps.now().toISOString())),
            { replyTo: row.email },
          )
        } catch (error) {
          // Confirmed and recorded: the company's notice failing does not undo that.
          log.error('The notice of a confirmed subscription could not be queued', { error: String(error) })
        }
        return 'confirmed'
      } catch (error) {
        log.error('A newsletter link could not be confirmed', { error: String(error) })
        return 'failed'
      }
    },
  }
}
