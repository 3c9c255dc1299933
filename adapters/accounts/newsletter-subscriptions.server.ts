import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { AccountsDb, NewsletterSubscriptionTable } from './accounts-tables'

/** What a sign-up asks for, already decoded (schema/newsletter-form.ts). */
export type NewsletterSignUp = {
  email: string
  firstName: string | null
  interests: readonly string[]
  locale: string
  form: string
}

/** What a sign-up became: a new link to mail, a link already out, or an address already subscribed. */
export type SignUpOutcome =
  { kind: 'mailLink'; token: string } | { kind: 'linkPending' } | { kind: 'subscribed' }

/** Where a mailed link stands; `confirmed` only as the answer of the confirming POST. */
export type TokenState =
  | { kind: 'pending' }
  | { kind: 'confirmed'; subscription: NewsletterSubscriptionTable }
  | { kind: 'used' }
  | { kind: 'expired' }
  | { kind: 'unknown' }

/** A mailed link lasts 48 hours (decision 051). */
export const confirmationHours = 48

/** A sign-up never confirmed is deleted after 30 days (the privacy page says so, decision 052). */
export const unconfirmedDays = 30

/** The token of a link as stored: its SHA-256 (a random 256-bit token needs no slow hash). */
export function tokenHashOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/**
 * Newsletter sign-ups by double opt-in (decision 051): a pending row per inbox with the hash of a
 * random token valid 48 h; only the POST of the mailed link's page confirms it, recording when.
 * Every step is one conditional statement, so a burst of identical sign-ups makes one row and one
 * link, on SQLite and PostgreSQL alike.
 */
export function createNewsletterSubscriptions(db: AccountsDb, now: () => Date = () => new Date()) {
  const newToken = () => {
    const token = randomBytes(32).toString('base64url')
    const expires = new Date(now().getTime() + confirmationHours * 3_600_000).toISOString()
    return { token, hash: tokenHashOf(token), expires }
  }

  return {
    async signUp(signUp: NewsletterSignUp): Promise<SignUpOutcome> {
      const mailbox = signUp.email.toLowerCase()
      const fresh = newToken()
      const at = now().toISOString()
      // Each sign-up sweeps the ones never confirmed: no job to schedule, and the table stays small.
      await db
        .deleteFrom('newsletter_subscriptions')
        .where('confirmed_at', 'is', null)
        .where('requested_at', '<', new Date(now().getTime() - unconfirmedDays * 86_400_000).toISOString())
        .execute()
      const details = {
        email: signUp.email,
        first_name: signUp.firstName,
        interests: signUp.interests.length > 0 ? signUp.interests.join('\n') : null,
        locale: signUp.locale,
        form: signUp.form,
      }
      const inserted = await db
        .insertInto('newsletter_subscriptions')
        .values({
          id: randomUUID(),
          mailbox,
          ...details,
          token_hash: fresh.hash,
          token_expires_at: fresh.expires,
          requested_at: at,
          confirmed_at: null,
        })
        .onConflict((conflict) => conflict.column('mailbox').doNothing())
        .executeTakeFirst()
      if (inserted.numInsertedOrUpdatedRows === 1n) return { kind: 'mailLink', token: fresh.token }
      const row = await db
        .selectFrom('newsletter_subscriptions')
        .select(['id', 'token_hash', 'token_expires_at', 'confirmed_at'])
        .where('mailbox', '=', mailbox)
        .executeTakeFirst()
      if (!row) return { kind: 'linkPending' }
      if (row.confirmed_at !== null) return { kind: 'subscribed' }
      if (row.token_expires_at > at) return { kind: 'linkPending' }
      // The link ran out unused: one of the sign-ups that find it so renews it, and only that one mails.
      const renewed = await db
        .updateTable('newsletter_subscriptions')
        .set({ ...details, token_hash: fresh.hash, token_expires_at: fresh.expires, requested_at: at })
        .where('id', '=', row.id)
        .where('token_hash', '=', row.token_hash)
        .where('confirmed_at', 'is', null)
        .executeTakeFirst()
      return renewed.numUpdatedRows === 1n
        ? { kind: 'mailLink', token: fresh.token }
        : { kind: 'linkPending' }
    },

    /** Where a link stands, changing nothing: what the page a GET opens shows. */
    async stateOf(token: string): Promise<Exclude<TokenState, { kind: 'confirmed' }>> {
      const row = await byToken(token)
      if (!row) return { kind: 'unknown' }
      if (row.confirmed_at !== null) return { kind: 'used' }
      return row.token_expires_at > now().toISOString() ? { kind: 'pending' } : { kind: 'expired' }
    },

    /** Confirms a pending, unexpired link once; a second confirmation of it is `used`. */
    async confirm(token: string): Promise<Exclude<TokenState, { kind: 'pending' }>> {
      const at = now().toISOString()
      const hash = tokenHashOf(token)
      const confirmed = await db
        .updateTable('newsletter_subscriptions')
        .set({ confirmed_at: at })
        .where('token_hash', '=', hash)
        .where('confirmed_at', 'is', null)
        .where('token_expires_at', '>', at)
        .executeTakeFirst()
      const row = await byToken(token)
      if (!row) return { kind: 'unknown' }
      if (confirmed.numUpdatedRows === 1n) return { kind: 'confirmed', subscription: row }
      return row.confirmed_at !== null ? { kind: 'used' } : { kind: 'expired' }
    },
  }

  function byToken(token: string) {
    return db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('token_hash', '=', tokenHashOf(token))
      .executeTakeFirst()
  }
}

export type NewsletterSubscriptions = ReturnType<typeof createNewsletterSubscriptions>
