import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { apiOnDeployment, burstDeployments } from '#tools/testing/api-on-deployment'

// Before decision 038, a reload of the no-JS success page posted the contact form again, and each
// post stored a lead and queued two mails. A post carries the key of the form it was rendered with
// (decision 038), and the key is taken by one insert in the lead's transaction: 50 copies of one
// post sent at once store one lead and queue one mail to the company and one receipt, on SQLite and
// on PostgreSQL, and every copy is told it was sent.

const contact = (email: string) => ({
  firstName: 'Anna',
  lastName: 'Rossi',
  country: 'IT',
  email,
  contactType: 'Architect',
  message: 'A quote for a pergola, please.',
  privacy: 'on',
  formType: 'contact',
  locale: 'it',
})
const newKey = () => randomBytes(16).toString('hex')

describe.each(burstDeployments)(
  'one contact post sent 50 times at once on %s (limits in %s)',
  (dialect, limitsIn) => {
    // The per-address limit (10 posts in 10 minutes) would answer most copies 429 before the key is read.
    const running = apiOnDeployment(dialect, limitsIn, { formsRateLimit: { points: 100_000, seconds: 60 } })

    async function counts(email: string): Promise<{ leads: number; mails: number }> {
      const { db } = running.api.api.database
      const leads = await db.selectFrom('leads').select('id').where('email', '=', email).execute()
      const mails = await db.selectFrom('mail_outbox').select(['id', 'recipient']).execute()
      const receipts = mails.filter((mail) => mail.recipient === email).length
      const ofLeads = leads.length
      return { leads: ofLeads, mails: receipts + mails.filter((mail) => mail.recipient !== email).length }
    }

    it('as JSON with an Idempotency-Key: one lead, one receipt, one mail to the company', async () => {
      const email = `burst-json-${dialect}-${Date.now()}@fast.test`
      const key = newKey()
      const before = await running.api.api.database.db.selectFrom('mail_outbox').select('id').execute()
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${running.api.url}/api/forms/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'idempotency-key': key },
            body: JSON.stringify({ ...contact(email), privacy: true }),
          }),
        ),
      )
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]))
      const after = await counts(email)
      expect(after.leads).toBe(1)
      expect(after.mails - before.length).toBe(2)
    })

    it('as the page form posts it, with its submissionKey field: one lead', async () => {
      const email = `burst-form-${dialect}-${Date.now()}@fast.test`
      const body = new URLSearchParams({ ...contact(email), submissionKey: newKey() }).toString()
      const answers = await Promise.all(
        Array.from({ length: 50 }, () =>
          fetch(`${running.api.url}/api/forms/contact`, {
            method: 'POST',
            headers: { 'content-type': 'application/x-www-form-urlencoded' },
            body,
          }),
        ),
      )
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]))
      expect((await counts(email)).leads).toBe(1)
    })

    it('takes two posts with two keys (two requests written by one visitor) as two leads', async () => {
      const email = `burst-two-${dialect}-${Date.now()}@fast.test`
      for (const key of [newKey(), newKey()]) {
        const answer = await fetch(`${running.api.url}/api/forms/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ ...contact(email), privacy: true }),
        })
        expect(answer.status).toBe(201)
      }
      expect((await counts(email)).leads).toBe(2)
    })

    it('takes two visitors posting one cached page (one key) with their own words as two leads', async () => {
      // The HTML cache serves every anonymous visitor one rendering, so one key: only a repeat of
      // the same post may be taken for another.
      const key = newKey()
      const emails = ['one', 'two'].map((who) => `burst-cached-${who}-${dialect}-${Date.now()}@fast.test`)
      for (const email of emails) {
        const answer = await fetch(`${running.api.url}/api/forms/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ ...contact(email), submissionKey: key }).toString(),
        })
        expect(answer.status).toBe(201)
      }
      expect(await Promise.all(emails.map(async (email) => (await counts(email)).leads))).toEqual([1, 1])
    })
  },
)
