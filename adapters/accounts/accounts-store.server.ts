import { randomUUID } from 'node:crypto'
import * as t from 'io-ts'
import type { Activity, ActivityType } from '#schema/account/activity'
import type { Email } from '#schema/account/email'
import type { Registration } from '#schema/account/registration'
import { decodeOrThrow } from '#schema/decode'
import type { Locale } from '#schema/locale'
import type { AccountsDb } from './accounts-tables'
import { isUniqueViolation } from './is-unique-violation'
import { type StoredUser, userRow } from './user-row'

/** A live reset code, as the reset flow needs it. */
export const ResetCodeRow = t.type({
  id: t.string,
  user_id: t.string,
  code_hash: t.string,
  expires_at: t.string,
  attempts: t.number,
})
export type ResetCodeRow = t.TypeOf<typeof ResetCodeRow>

/** A lead from a site form (the forms issue fills the fields it has). */
export type LeadInput = {
  form: string
  email: Email
  locale: Locale
  firstName?: string | null
  lastName?: string | null
  phone?: string | null
  businessName?: string | null
  country?: string | null
  city?: string | null
  zipcode?: string | null
  province?: string | null
  address?: string | null
  contactType?: string | null
  message?: string | null
  privacyAccepted?: boolean
  newsletter?: boolean
  /** The product slug the request asks about, once the CMS confirmed it (decision 050). */
  product?: string | null
}

export type AccountsStore = ReturnType<typeof createAccountsStore>

/**
 * Users, contacts, leads, reset codes, activities and revoked tokens over one Kysely database
 * (SQLite or PostgreSQL). `now` is injected so tests can move time.
 */
export function createAccountsStore(db: AccountsDb, now: () => Date = () => new Date()) {
  const iso = () => now().toISOString()
  /** Sets a password and moves the session version on in one statement: every earlier token is refused. */
  const newPassword = async (
    on: Pick<AccountsDb, 'updateTable'>,
    userId: string,
    passwordHash: string,
  ): Promise<number | undefined> => {
    const row = await on
      .updateTable('users')
      .set((eb) => ({
        password_hash: passwordHash,
        password_changed_at: iso(),
        session_version: eb('session_version', '+', 1),
      }))
      .where('id', '=', userId)
      .returning('session_version')
      .executeTakeFirst()
    return row?.session_version
  }
  return {
    /** Creates the user and its CRM contact in one transaction; 'exists' when the email is taken. */
    async createUser(
      registration: Registration,
      passwordHash: string,
    ): Promise<{ created: StoredUser } | 'exists'> {
      const at = iso()
      const id = randomUUID()
      const newsletter = registration.newsletter === true
      const locale = registration.locale ?? 'it'
      try {
        await db.transaction().execute(async (trx) => {
          await trx
            .insertInto('users')
            .values({
              id,
              email: registration.email,
              password_hash: passwordHash,
              first_name: registration.firstName,
              last_name: registration.lastName,
              phone: registration.phone ?? null,
              business_name: registration.businessName ?? null,
              country: registration.country,
              country_code: registration.countryCode ?? null,
              province: registration.province ?? null,
              province_code: registration.provinceCode ?? null,
              city: registration.city ?? null,
              zipcode: registration.zipcode ?? null,
              address: registration.address ?? null,
              birth_year: registration.birthYear ?? null,
              contact_type: registration.contactType,
              newsletter: newsletter ? 1 : 0,
              locale,
              privacy_accepted_at: at,
              newsletter_accepted_at: newsletter ? at : null,
              password_changed_at: at,
              session_version: 0,
              created_at: at,
            })
            .execute()
          await trx
            .insertInto('contacts')
            .values({
              id: randomUUID(),
              user_id: id,
              email: registration.email,
              first_name: registration.firstName,
              last_name: registration.lastName,
              phone: registration.phone ?? null,
              business_name: registration.businessName ?? null,
              country: registration.country,
              city: registration.city ?? null,
              contact_type: registration.contactType,
              newsletter: newsletter ? 1 : 0,
              locale,
              source: 'registration',
              created_at: at,
            })
            .execute()
        })
      } catch (error) {
        if (isUniqueViolation(error)) return 'exists'
        throw error
      }
      const stored = await this.findUserById(id)
      if (!stored) throw new Error(`The user ${id} just created was not found`)
      return { created: stored }
    },

    async findUserByEmail(email: Email): Promise<StoredUser | undefined> {
      const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst()
      return row ? userRow(row) : undefined
    },

    async findUserById(id: string): Promise<StoredUser | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? userRow(row) : undefined
    },

    /**
     * Sets the password and moves the session version on in one statement, so every token issued
     * before is refused; the new version, or undefined when the user is gone.
     */
    async setPassword(userId: string, passwordHash: string): Promise<number | undefined> {
      return newPassword(db, userId, passwordHash)
    },

    /**
     * Spends a reset token and sets the password in one transaction: the token's id goes into
     * revoked_tokens by an insert that only one request can win (the primary key decides, also
     * across instances on PostgreSQL), so one reset token changes the password once (docs/security.md,
     * item 11). 'used' when another request spent it first.
     */
    async resetPassword(
      token: { jti: string; expiresAt: Date },
      userId: string,
      passwordHash: string,
    ): Promise<number | 'used' | undefined> {
      return db.transaction().execute(async (trx) => {
        const spent = await trx
          .insertInto('revoked_tokens')
          .values({ jti: token.jti, expires_at: token.expiresAt.toISOString() })
          .onConflict((conflict) => conflict.column('jti').doNothing())
          .returning('jti')
          .executeTakeFirst()
        if (!spent) return 'used'
        return newPassword(trx, userId, passwordHash)
      })
    },

    /** Records what the user did, dated by the server's clock (docs/security.md). */
    async recordActivity(userId: string, type: ActivityType, note: string): Promise<Activity> {
      const activity = { id: randomUUID(), type, note, date: iso() }
      await db
        .insertInto('activities')
        .values({ ...activity, user_id: userId, created_at: iso() })
        .execute()
      return activity
    },

    async listActivities(userId: string, limit = 50): Promise<Activity[]> {
      return db
        .selectFrom('activities')
        .select(['id', 'type', 'note', 'date'])
        .where('user_id', '=', userId)
        .orderBy('date', 'desc')
        .limit(limit)
        .execute()
    },

    /** Revokes a token id until `expiresAt`; revoking twice is harmless. */
    async revokeToken(jti: string, expiresAt: Date): Promise<void> {
      await db
        .insertInto('revoked_tokens')
        .values({ jti, expires_at: expiresAt.toISOString() })
        .onConflict((conflict) => conflict.column('jti').doNothing())
        .execute()
      // Forget revocations of tokens that have expired anyway (cheap, indexed by the key's scan).
      await db.deleteFrom('revoked_tokens').where('expires_at', '<', iso()).execute()
    },

    async isTokenRevoked(jti: string): Promise<boolean> {
      const row = await db
        .selectFrom('revoked_tokens')
        .select('jti')
        .where('jti', '=', jti)
        .executeTakeFirst()
      return row !== undefined
    },

    /** Stores a new reset code for the user, voiding any earlier one (only the latest counts). */
    async createResetCode(userId: string, codeHash: string, expiresAt: Date): Promise<void> {
      const at = iso()
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('authorization_codes')
          .set({ voided_at: at })
          .where('user_id', '=', userId)
          .where('used_at', 'is', null)
          .where('voided_at', 'is', null)
          .execute()
        await trx
          .insertInto('authorization_codes')
          .values({
            id: randomUUID(),
            user_id: userId,
            code_hash: codeHash,
            expires_at: expiresAt.toISOString(),
            attempts: 0,
            used_at: null,
            voided_at: null,
            created_at: at,
          })
          .execute()
      })
    },

    /**
     * Counts a try of the user's live code (neither used, voided nor expired) before anyone
     * compares it: one UPDATE ... WHERE attempts < maxTries RETURNING, so of any number of
     * parallel checks only `maxTries` get a row (the row lock decides on PostgreSQL, the single
     * writer on SQLite). The code to compare, or undefined: none live, or its tries are spent.
     */
    async countResetCodeTry(userId: string, maxTries: number): Promise<ResetCodeRow | undefined> {
      const at = iso()
      const live = db
        .selectFrom('authorization_codes')
        .select('id')
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', at)
        .orderBy('created_at', 'desc')
        .limit(1)
      const row = await db
        .updateTable('authorization_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', live)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', at)
        .where('attempts', '<', maxTries)
        .returning(['id', 'user_id', 'code_hash', 'expires_at', 'attempts'])
        .executeTakeFirst()
      return row ? decodeOrThrow(ResetCodeRow, row, 'An authorization_codes row') : undefined
    },

    /**
     * Marks a code used whose try was counted (`countResetCodeTry`) and that is still live; false
     * when another request used it first (single use under concurrency).
     */
    async consumeResetCode(codeId: string, maxTries: number): Promise<boolean> {
      const at = iso()
      const result = await db
        .updateTable('authorization_codes')
        .set({ used_at: at })
        .where('id', '=', codeId)
        .where('used_at', 'is', null)
        .where('voided_at', 'is', null)
        .where('expires_at', '>', at)
        .where('attempts', '>=', 1)
        .where('attempts', '<=', maxTries)
        .executeTakeFirst()
      return result.numUpdatedRows === 1n
    },

    /** Stores a lead from a site form and gives its id. */
    async createLead(lead: LeadInput): Promise<string> {
      return insertLead(db, lead, iso())
    },
    /**
     * Stores the lead unless a post with the same `submissionKey` was taken in the last day
     * (decision 038). The key goes in first, by one insert that does nothing on a conflict, in the
     * lead's transaction: of parallel posts one inserts it, the others wait for its commit and
     * find it taken; a lead that fails to store takes its key back with it.
     */
    async createLeadOnce(lead: LeadInput, submissionKey: string): Promise<'stored' | 'repeated'> {
      const at = now()
      const dayAgo = new Date(at.getTime() - submissionKeyLifeMs).toISOString()
      await db.deleteFrom('form_submissions').where('created_at', '<', dayAgo).execute()
      return db.transaction().execute(async (trx) => {
        const taken = await trx
          .insertInto('form_submissions')
          .values({ submission_key: submissionKey, created_at: at.toISOString() })
          .onConflict((conflict) => conflict.column('submission_key').doNothing())
          .returning('submission_key')
          .executeTakeFirst()
        if (!taken) return 'repeated'
        await insertLead(trx, lead, at.toISOString())
        return 'stored'
      })
    },
  }
}

/** A day: long past any reload or resend of one post, short enough to keep the table small. */
const submissionKeyLifeMs = 24 * 60 * 60 * 1000

async function insertLead(on: Pick<AccountsDb, 'insertInto'>, lead: LeadInput, at: string): Promise<string> {
  const id = randomUUID()
  await on
    .insertInto('leads')
    .values({
      id,
      form: lead.form,
      email: lead.email,
      first_name: lead.firstName ?? null,
      last_name: lead.lastName ?? null,
      phone: lead.phone ?? null,
      business_name: lead.businessName ?? null,
      country: lead.country ?? null,
      city: lead.city ?? null,
      zipcode: lead.zipcode ?? null,
      province: lead.province ?? null,
      address: lead.address ?? null,
      contact_type: lead.contactType ?? null,
      message: lead.message ?? null,
      locale: lead.locale,
      privacy_accepted_at: lead.privacyAccepted ? at : null,
      newsletter: lead.newsletter ? 1 : 0,
      created_at: at,
      product: lead.product ?? null,
    })
    .execute()
  return id
}
