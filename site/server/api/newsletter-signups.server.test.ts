import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { headerOf, readableMail, startTestSmtp, type TestSmtp } from '#tools/testing/test-smtp'
import {
  type TestApi,
  type TestDialect,
  type TestStore,
  createTestStore,
  startTestApi,
} from '#tools/testing/start-test-api'

const company = 'requests@fast.test'

function signUp(email: string, extra: Record<string, unknown> = {}) {
  return { email, privacy: true, locale: 'en', formId: 'newsletter-2026', ...extra }
}

describe.each<TestDialect>(['sqlite', 'postgres'])('newsletter double opt-in on %s', (dialect) => {
  let store: TestStore
  let smtp: TestSmtp
  let site: TestApi
  let clock = Date.parse('2026-05-04T08:00:00Z')

  beforeAll(async () => {
    store = await createTestStore(dialect)
    smtp = await startTestSmtp()
    site = await startTestApi(store, {
      smtpUrl: smtp.url,
      mailPollMs: 50,
      mailCompanyTo: company,
      now: () => new Date(clock),
      formsRateLimit: { points: 100_000, seconds: 60 },
    })
  })
  afterAll(async () => {
    await site?.close()
    await smtp?.close()
    await store?.drop()
  })

  const post = (body: unknown) =>
    fetch(`${site.url}/api/forms/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  const row = (email: string) =>
    site.api.database.db
      .selectFrom('newsletter_subscriptions')
      .selectAll()
      .where('mailbox', '=', email)
      .executeTakeFirst()
  const mailsTo = (email: string) => smtp.received.filter((mail) => mail.recipients.includes(email))
  const tokenIn = (raw: string) => /confirm\?token=([A-Za-z0-9_-]{43})/.exec(readableMail(raw))?.[1] ?? ''

  it('mails a link and subscribes the address only when the link is confirmed, recording when', async () => {
    expect((await post(signUp('marta@fast.test', { firstName: 'Marta' }))).status).toBe(201)
    await expect.poll(() => mailsTo('marta@fast.test').length, { timeout: 5000 }).toBe(1)
    const mail = mailsTo('marta@fast.test')[0]?.raw ?? ''
    expect(mail).toContain('Hello Marta,')
    const token = tokenIn(mail)
    expect(await row('marta@fast.test')).toMatchObject({ confirmed_at: null })
    expect((await row('marta@fast.test'))?.token_hash).not.toBe(token)
    // Opening the link (a mail scanner's GET) changes nothing.
    expect(await site.api.newsletter.stateOf(token)).toBe('pending')
    expect(await row('marta@fast.test')).toMatchObject({ confirmed_at: null })
    clock += 60_000
    expect(await site.api.newsletter.confirm(token)).toBe('confirmed')
    expect((await row('marta@fast.test'))?.confirmed_at).toBe(new Date(clock).toISOString())
    await expect.poll(() => mailsTo(company).length, { timeout: 5000 }).toBe(1)
    const notice = mailsTo(company)[0]?.raw ?? ''
    expect(headerOf(notice, 'Reply-To')).toBe('marta@fast.test')
    expect(readableMail(headerOf(notice, 'Subject') ?? '')).toContain('marta@fast.test')
    expect(await site.api.newsletter.confirm(token)).toBe('used')
    expect(await site.api.newsletter.stateOf(token)).toBe('used')
    expect(mailsTo(company)).toHaveLength(1)
  })

  it('greets without a name, or a name that is not one, and answers an unknown or malformed token', async () => {
    expect((await post(signUp('plain@fast.test'))).status).toBe(201)
    expect((await post(signUp('lure@fast.test', { firstName: 'Visit evil.example/x' }))).status).toBe(201)
    await expect.poll(() => mailsTo('plain@fast.test').length + mailsTo('lure@fast.test').length).toBe(2)
    expect(mailsTo('plain@fast.test')[0]?.raw).toContain('Hello,')
    expect(mailsTo('lure@fast.test')[0]?.raw).toContain('Hello,')
    expect(mailsTo('lure@fast.test')[0]?.raw).not.toContain('evil.example')
    expect(await site.api.newsletter.confirm('A'.repeat(43))).toBe('unknown')
    expect(await site.api.newsletter.confirm("' OR 1=1 --")).toBe('unknown')
    expect(await site.api.newsletter.stateOf(undefined)).toBe('unknown')
  })

  it('refuses a link after 48 hours, and a new sign-up then mails a new one', async () => {
    expect((await post(signUp('late@fast.test'))).status).toBe(201)
    await expect.poll(() => mailsTo('late@fast.test').length, { timeout: 5000 }).toBe(1)
    const first = tokenIn(mailsTo('late@fast.test')[0]?.raw ?? '')
    // Signing up again while the link is valid mails nothing more.
    expect((await post(signUp('late@fast.test'))).status).toBe(201)
    clock += 48 * 3_600_000 + 1000
    expect(await site.api.newsletter.stateOf(first)).toBe('expired')
    expect(await site.api.newsletter.confirm(first)).toBe('expired')
    expect(await row('late@fast.test')).toMatchObject({ confirmed_at: null })
    expect((await post(signUp('late@fast.test'))).status).toBe(201)
    await expect.poll(() => mailsTo('late@fast.test').length, { timeout: 5000 }).toBe(2)
    const second = tokenIn(mailsTo('late@fast.test')[1]?.raw ?? '')
    expect(await site.api.newsletter.confirm(second)).toBe('confirmed')
  })

  it('sends one confirmation mail for a parallel burst of 50 identical sign-ups', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(signUp('burst@fast.test'))))
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(50).fill(201))
    const queued = await site.api.database.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('recipient', '=', 'burst@fast.test')
      .execute()
    expect(queued).toHaveLength(1)
    expect(
      await site.api.database.db
        .selectFrom('newsletter_subscriptions')
        .select('id')
        .where('mailbox', '=', 'burst@fast.test')
        .execute(),
    ).toHaveLength(1)
  })
})
