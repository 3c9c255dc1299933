import type { Migration, MigrationProvider } from 'kysely'

/**
 * The accounts schema, in code (docs/architecture.md, Stack: migrations run at start). Append a
 * migration; never edit one that has shipped. Types are the portable subset of SQLite and
 * PostgreSQL.
 */
const migrations: Record<string, Migration> = {
  '001-accounts': {
    async up(db) {
      await db.schema
        .createTable('users')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('password_hash', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('phone', 'text')
        .addColumn('business_name', 'text')
        .addColumn('country', 'text', (column) => column.notNull())
        .addColumn('country_code', 'text')
        .addColumn('province', 'text')
        .addColumn('province_code', 'text')
        .addColumn('city', 'text')
        .addColumn('zipcode', 'text')
        .addColumn('address', 'text')
        .addColumn('birth_year', 'integer')
        .addColumn('contact_type', 'text', (column) => column.notNull())
        .addColumn('newsletter', 'integer', (column) => column.notNull())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('privacy_accepted_at', 'text', (column) => column.notNull())
        .addColumn('newsletter_accepted_at', 'text')
        .addColumn('password_changed_at', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      // The guard against duplicate accounts under concurrency (spec §7.1): the index, not a read.
      await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute()

      await db.schema
        .createTable('contacts')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.references('users.id').onDelete('set null'))
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text', (column) => column.notNull())
        .addColumn('last_name', 'text', (column) => column.notNull())
        .addColumn('phone', 'text')
        .addColumn('business_name', 'text')
        .addColumn('country', 'text')
        .addColumn('city', 'text')
        .addColumn('contact_type', 'text', (column) => column.notNull())
        .addColumn('newsletter', 'integer', (column) => column.notNull())
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('source', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema.createIndex('contacts_email').on('contacts').column('email').execute()

      await db.schema
        .createTable('leads')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('form', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text')
        .addColumn('last_name', 'text')
        .addColumn('phone', 'text')
        .addColumn('business_name', 'text')
        .addColumn('country', 'text')
        .addColumn('city', 'text')
        .addColumn('zipcode', 'text')
        .addColumn('province', 'text')
        .addColumn('address', 'text')
        .addColumn('contact_type', 'text')
        .addColumn('message', 'text')
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('privacy_accepted_at', 'text')
        .addColumn('newsletter', 'integer', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()

      await db.schema
        .createTable('authorization_codes')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('code_hash', 'text', (column) => column.notNull())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull())
        .addColumn('used_at', 'text')
        .addColumn('voided_at', 'text')
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema
        .createIndex('authorization_codes_user')
        .on('authorization_codes')
        .column('user_id')
        .execute()

      await db.schema
        .createTable('activities')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('user_id', 'text', (column) => column.notNull().references('users.id').onDelete('cascade'))
        .addColumn('type', 'text', (column) => column.notNull())
        .addColumn('note', 'text', (column) => column.notNull())
        .addColumn('date', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema.createIndex('activities_user').on('activities').columns(['user_id', 'date']).execute()

      await db.schema
        .createTable('revoked_tokens')
        .addColumn('jti', 'text', (column) => column.primaryKey())
        .addColumn('expires_at', 'text', (column) => column.notNull())
        .execute()

      await db.schema
        .createTable('mail_outbox')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('recipient', 'text', (column) => column.notNull())
        .addColumn('subject', 'text', (column) => column.notNull())
        .addColumn('text_body', 'text', (column) => column.notNull())
        .addColumn('html_body', 'text', (column) => column.notNull())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .addColumn('attempts', 'integer', (column) => column.notNull())
        .addColumn('next_attempt_at', 'text', (column) => column.notNull())
        .addColumn('locked_until', 'text')
        .addColumn('sent_at', 'text')
        .addColumn('last_error', 'text')
        .execute()
      await db.schema
        .createIndex('mail_outbox_due')
        .on('mail_outbox')
        .columns(['sent_at', 'next_attempt_at'])
        .execute()
    },
  },
  // docs/security.md item 6: a token carries the version it was issued at; a password change moves it on,
  // so every token issued before is refused, whatever the second (iat is whole seconds).
  '002-session-version': {
    async up(db) {
      await db.schema
        .alterTable('users')
        .addColumn('session_version', 'integer', (column) => column.notNull().defaultTo(0))
        .execute()
    },
  },
  // Decision 038: a form post carries the key of the form it was rendered with; the primary key
  // takes each key once, so a reload, a double click or a burst of the same post is one lead.
  '003-form-submissions': {
    async up(db) {
      await db.schema
        .createTable('form_submissions')
        .addColumn('submission_key', 'text', (column) => column.primaryKey())
        .addColumn('created_at', 'text', (column) => column.notNull())
        .execute()
      await db.schema
        .createIndex('form_submissions_created')
        .on('form_submissions')
        .column('created_at')
        .execute()
    },
  },
  // Decision 050: a lead names the product it asks about, a mail can be answered
  // to the visitor (one address, Reply-To), and a newsletter address is subscribed only once its
  // owner confirms a mailed link (decision 051). One row per inbox: the unique index, not a read,
  // makes a burst of identical sign-ups one row and one mail.
  '004-lead-product-reply-to-newsletter': {
    async up(db) {
      await db.schema.alterTable('leads').addColumn('product', 'text').execute()
      await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute()
      await db.schema
        .createTable('newsletter_subscriptions')
        .addColumn('id', 'text', (column) => column.primaryKey())
        .addColumn('mailbox', 'text', (column) => column.notNull())
        .addColumn('email', 'text', (column) => column.notNull())
        .addColumn('first_name', 'text')
        .addColumn('interests', 'text')
        .addColumn('locale', 'text', (column) => column.notNull())
        .addColumn('form', 'text', (column) => column.notNull())
        .addColumn('token_hash', 'text', (column) => column.notNull())
        .addColumn('token_expires_at', 'text', (column) => column.notNull())
        .addColumn('requested_at', 'text', (column) => column.notNull())
        .addColumn('confirmed_at', 'text')
        .execute()
      await db.schema
        .createIndex('newsletter_subscriptions_mailbox')
        .on('newsletter_subscriptions')
        .column('mailbox')
        .unique()
        .execute()
      await db.schema
        .createIndex('newsletter_subscriptions_token')
        .on('newsletter_subscriptions')
        .column('token_hash')
        .execute()
    },
  },
}

export const accountsMigrations: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
}
