import type { Kysely } from 'kysely'

// The accounts database, as Kysely sees it. Dates are ISO 8601 text (UTC, `toISOString`) and
// flags are 0/1 integers on both SQLite and PostgreSQL, so one set of queries serves both and
// ISO text compares in time order.

export type UserTable = {
  id: string
  email: string
  password_hash: string
  first_name: string
  last_name: string
  phone: string | null
  business_name: string | null
  country: string
  country_code: string | null
  province: string | null
  province_code: string | null
  city: string | null
  zipcode: string | null
  address: string | null
  birth_year: number | null
  contact_type: string
  newsletter: number
  locale: string
  privacy_accepted_at: string
  newsletter_accepted_at: string | null
  password_changed_at: string
  /** Moves on at each password change; tokens carry the version they were issued at. */
  session_version: number
  created_at: string
}

/** The CRM record of a person, created at registration (spec 3: contact). */
export type ContactTable = {
  id: string
  user_id: string | null
  email: string
  first_name: string
  last_name: string
  phone: string | null
  business_name: string | null
  country: string | null
  city: string | null
  contact_type: string
  newsletter: number
  locale: string
  source: string
  created_at: string
}

/** A request sent through a site form (spec 3: lead); filled by the forms issue. */
export type LeadTable = {
  id: string
  form: string
  email: string
  first_name: string | null
  last_name: string | null
  phone: string | null
  business_name: string | null
  country: string | null
  city: string | null
  zipcode: string | null
  province: string | null
  address: string | null
  contact_type: string | null
  message: string | null
  locale: string
  privacy_accepted_at: string | null
  newsletter: number
  created_at: string
  /** The product slug a request asks about (`?product=` of the contact page, checked in the CMS). */
  product: string | null
}

/** A password-reset code (spec 3: authorization code), stored as an HMAC, never in clear. */
export type AuthorizationCodeTable = {
  id: string
  user_id: string
  code_hash: string
  expires_at: string
  attempts: number
  used_at: string | null
  voided_at: string | null
  created_at: string
}

export type ActivityTable = {
  id: string
  user_id: string
  type: string
  note: string
  date: string
  created_at: string
}

/** Logged-out (and used reset) tokens until they would have expired anyway. */
export type RevokedTokenTable = {
  jti: string
  expires_at: string
}

/** Every mail, written before it is sent, so none is lost while the mail server is down. */
export type MailOutboxTable = {
  id: string
  recipient: string
  subject: string
  text_body: string
  html_body: string
  created_at: string
  attempts: number
  next_attempt_at: string
  locked_until: string | null
  sent_at: string | null
  last_error: string | null
  /** One address answers go to (the visitor of a lead mail); null: the sender. */
  reply_to: string | null
}

/**
 * A newsletter sign-up (decision 051): pending until its owner confirms the mailed link, whose
 * token is kept only as a hash; `confirmed_at` records when. One row per inbox (`mailbox`).
 */
export type NewsletterSubscriptionTable = {
  id: string
  mailbox: string
  email: string
  first_name: string | null
  /** Interest codes, one per line. */
  interests: string | null
  locale: string
  form: string
  token_hash: string
  token_expires_at: string
  requested_at: string
  confirmed_at: string | null
}

/**
 * The key of each form post taken (decision 038): its primary key makes a repeated post of the
 * same rendered form one lead, however many arrive at once.
 */
export type FormSubmissionTable = {
  submission_key: string
  created_at: string
}

export type AccountsTables = {
  users: UserTable
  contacts: ContactTable
  leads: LeadTable
  authorization_codes: AuthorizationCodeTable
  activities: ActivityTable
  revoked_tokens: RevokedTokenTable
  mail_outbox: MailOutboxTable
  newsletter_subscriptions: NewsletterSubscriptionTable
  form_submissions: FormSubmissionTable
}

export type AccountsDb = Kysely<AccountsTables>
