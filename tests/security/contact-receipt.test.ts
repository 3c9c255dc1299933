import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { call } from '#tests/faults/visitor-calls'
import { apiOnDeployment, burstDeployments, randomLoopback } from '#tools/testing/api-on-deployment'

// The contact form's receipt goes to an address the visitor types, and before decision 035 it still
// carried 40 characters of the visitor's text (the first name: a URL fits), while `+tags` and
// capitals made each post a new address for the 3-receipts-a-day cap. A parallel burst of 10 posts
// to one inbox mailed it 10 receipts, each with the link. Now the receipt carries no
// visitor-written text, and the cap keys the mailbox without its tag, lower-cased. In Redis the
// counts outlive a run, so each run takes its own mailbox.

const run = randomBytes(4).toString('hex')
const lure = 'Visit evil.example/x'

describe.each(burstDeployments)(
  'contact receipts sent to one inbox in a burst on %s, limits in %s',
  (dialect, limitsIn) => {
    const running = apiOnDeployment(dialect, limitsIn, {
      mailCompanyTo: 'requests@fast.test',
      // The forms' per-address limit is not the one under test: the burst comes from one address.
      formsRateLimit: { points: 1000, seconds: 60 },
    })

    it('mails the inbox 3 receipts of 10 tagged posts, none with a word the visitor wrote', async () => {
      const mailbox = `victim-${dialect}-${run}`
      const addresses = Array.from({ length: 10 }, (_, index) =>
        index % 2 === 0
          ? `${mailbox}+${index}@example.com`
          : `${mailbox.toUpperCase()}+x${index}@EXAMPLE.com`,
      )
      const posts = await Promise.all(
        addresses.map((email, index) =>
          call(
            `${running.api.url}`,
            'POST',
            '/api/forms/contact',
            {
              firstName: lure,
              lastName: `${lure} ${index}`,
              email,
              country: 'IT',
              city: lure,
              contactType: 'Architect',
              message: `${lure}: your order is on hold.`,
              privacy: true,
              locale: 'en',
              formType: 'contact',
            },
            { localAddress: randomLoopback() },
          ),
        ),
      )
      expect(posts.map((answer) => answer.status)).toEqual(Array<number>(10).fill(201))
      const mails = await running.api.api.database.db.selectFrom('mail_outbox').selectAll().execute()
      // The company's copy of each request is whole: it goes to our own inbox.
      expect(mails.filter((mail) => mail.recipient === 'requests@fast.test')).toHaveLength(10)
      const receipts = mails.filter((mail) => mail.recipient !== 'requests@fast.test')
      expect(receipts).toHaveLength(3)
      for (const receipt of receipts) {
        expect(receipt.subject).toBe('Fast - We have received your request')
        for (const body of [receipt.text_body, receipt.html_body]) {
          expect(body).not.toContain('evil')
          expect(body).not.toContain('Visit')
        }
      }
    })
  },
)
