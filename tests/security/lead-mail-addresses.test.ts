import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headerNamesOf, headerOf, startTestSmtp, type TestSmtp } from '#tools/testing/test-smtp'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

// Decision 050: the company's copy of a lead is answered to the visitor (Reply-To), and the receipt
// goes to the address the visitor typed. The email codec takes `victim,evil@evil.test` (one @, a
// dot in the domain), and nodemailer splits a text address at its commas: the receipt went to
// evil@evil.test, and a Reply-To of that text would answer a stranger. Addresses now travel as
// objects (one address, quoted), and no header carries a line break. Replayed against the API on
// loopback and a real SMTP server, whose envelope says who really gets each mail.

const company = 'requests@fast.test'
const request = {
  firstName: 'Anna',
  lastName: 'Rossi',
  country: 'IT',
  contactType: 'Architect',
  message: 'A quote for twelve loungers.',
  privacy: true,
  locale: 'en',
  formType: 'contact',
}

describe('the addresses of a lead mail', () => {
  let store: TestStore
  let smtp: TestSmtp
  let site: TestApi

  beforeAll(async () => {
    store = await createTestStore('sqlite')
    smtp = await startTestSmtp()
    site = await startTestApi(store, {
      smtpUrl: smtp.url,
      mailPollMs: 50,
      mailCompanyTo: company,
      formsRateLimit: { points: 1000, seconds: 60 },
    })
  })
  afterAll(async () => {
    await site?.close()
    await smtp?.close()
    await store?.drop()
  })

  it('never makes a visitor email with a comma a list of recipients, in To or Reply-To', async () => {
    const response = await fetch(`${site.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...request, email: 'victim,evil@evil.test' }),
    })
    expect(response.status).toBe(201)
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(2)
    const everyRecipient = smtp.received.flatMap((mail) => mail.recipients)
    expect(everyRecipient).not.toContain('evil@evil.test')
    expect(everyRecipient).not.toContain('victim')
    const notice = smtp.received.find((mail) => mail.recipients.includes(company))
    expect(notice?.recipients).toEqual([company])
    const replyTo = headerOf(notice?.raw ?? '', 'Reply-To') ?? ''
    // One address, quoted whole: a mail client answers the visitor's own text, not evil@evil.test.
    expect(replyTo).toBe('<"victim,evil"@evil.test>')
    const receipt = smtp.received.find((mail) => !mail.recipients.includes(company))
    expect(receipt?.recipients).toHaveLength(1)
  })

  it('keeps line breaks out of every header, whatever the subject or Reply-To holds', async () => {
    const before = smtp.received.length
    await site.api.deps.mail.enqueue(
      'anna@fast.test',
      { subject: 'About the Dune sofa\r\nBcc: evil@evil.test', text: 'x', html: '<p>x</p>' },
      { replyTo: 'anna@fast.test\r\nBcc: evil@evil.test' },
    )
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(before + 1)
    const mail = smtp.received.at(-1)
    expect(mail?.recipients).toEqual(['anna@fast.test'])
    expect(headerNamesOf(mail?.raw ?? '')).not.toContain('bcc')
    expect(headerOf(mail?.raw ?? '', 'Subject')).toBe('About the Dune sofa Bcc: evil@evil.test')
  })
})
