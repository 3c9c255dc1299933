import { SMTPServer } from 'smtp-server'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import {
  type TestApi,
  type TestDialect,
  type TestStore,
  createTestStore,
  startTestApi,
} from '#tools/testing/start-test-api'
import { readableMail } from '#tools/testing/test-smtp'

const valid = {
  firstName: 'Anna',
  lastName: 'Rossi',
  birthYear: 1984,
  businessName: 'Studio Rossi Architetti',
  country: 'IT',
  city: 'Bassano del Grappa',
  zipcode: '36061',
  province: 'Vicenza',
  address: 'Via Roma 1',
  phone: '+39 0424 123456',
  email: 'anna@fast.test',
  contactType: 'Architect',
  message: 'A quote for twelve loungers and a hot tub for a hotel terrace.',
  privacy: true,
  newsletter: true,
  locale: 'en',
  formType: 'contact',
}

/** The same request as a no-JS form posts it: every value text, checked boxes "on". */
const validFields: Record<string, string> = Object.fromEntries(
  Object.entries({ ...valid, privacy: 'on', newsletter: 'on' }).map(([key, value]) => [key, String(value)]),
)

/** The API as the site mounts it, with the contact forms' own limit and a company address. */
function start(
  store: TestStore,
  options: { smtpUrl?: string; points?: number; now?: () => Date } = {},
): Promise<TestApi> {
  return startTestApi(store, {
    ...(options.smtpUrl ? { smtpUrl: options.smtpUrl } : {}),
    ...(options.now ? { now: options.now } : {}),
    mailPollMs: 50,
    mailCompanyTo: 'requests@fast.test',
    formsRateLimit: { points: options.points ?? 1000, seconds: 60 },
  })
}

async function startSmtp(port = 0): Promise<{ port: number; received: string[]; close(): Promise<void> }> {
  const received: string[] = []
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (chunk: Buffer) => chunks.push(chunk))
      stream.on('end', () => {
        received.push(Buffer.concat(chunks).toString())
        callback()
      })
    },
  })
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve))
  const address = smtp.server.address()
  return {
    port: typeof address === 'object' && address !== null ? address.port : 0,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(resolve)),
  }
}

async function postJson(url: string, body: unknown) {
  const response = await fetch(`${url}/api/forms/contact`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })
  const answer: unknown = await response.json()
  return { status: response.status, answer, headers: response.headers }
}

async function postForm(url: string, fields: Record<string, string>) {
  const response = await fetch(`${url}/api/forms/contact`, {
    method: 'POST',
    body: new URLSearchParams(fields),
  })
  return { status: response.status, text: await response.text() }
}

describe.each<TestDialect>(['sqlite', 'postgres'])('the contact form API on %s', (dialect) => {
  let store: TestStore
  let smtp: Awaited<ReturnType<typeof startSmtp>>
  let site: TestApi
  const leads = () => site.api.database.db.selectFrom('leads').selectAll().execute()

  beforeAll(async () => {
    store = await createTestStore(dialect)
    smtp = await startSmtp()
    site = await start(store, { smtpUrl: `smtp://127.0.0.1:${smtp.port}` })
  })
  afterAll(async () => {
    await site?.close()
    await smtp?.close()
    await store?.drop()
  })

  it('stores a valid request, then mails the company and a receipt to the sender in their language', async () => {
    const { status, answer, headers } = await postJson(site.url, valid)
    expect(status).toBe(201)
    expect(answer).toEqual({ data: null, success: true, message: 'LEAD_CREATED_SUCCESSFULLY' })
    expect(headers.get('cache-control')).toBe('no-store')
    expect(await leads()).toMatchObject([
      {
        form: 'contact',
        email: 'anna@fast.test',
        first_name: 'Anna',
        country: 'IT',
        province: 'VI',
        contact_type: 'Architect',
        locale: 'en',
        newsletter: 1,
      },
    ])
    // The company's notice, the receipt, and (the newsletter box was ticked) the link to confirm.
    await expect.poll(() => smtp.received.length, { timeout: 5000 }).toBe(3)
    const company = readableMail(smtp.received.find((mail) => mail.includes('To: requests@fast.test')) ?? '')
    const receipt = smtp.received.find(
      (mail) => mail.includes('To: anna@fast.test') && mail.includes('We have received'),
    )
    expect(company).toContain('Richiesta dal modulo "contact": Anna Rossi')
    expect(company).toContain('Reply-To: anna@fast.test')
    expect(company).toContain('Tipo di cliente: Architetto')
    expect(company).not.toContain('Sei:')
    expect(
      smtp.received.some(
        (mail) =>
          mail.includes('To: anna@fast.test') && readableMail(mail).includes('newsletter/confirm?token='),
      ),
    ).toBe(true)
    expect(receipt).toContain('Fast - We have received your request')
    expect(receipt).toContain('Hello,')
    expect(receipt).not.toContain('Anna')
  })

  it('answers field problems for an invalid request and stores nothing', async () => {
    const before = (await leads()).length
    const { status, answer } = await postJson(site.url, {
      ...valid,
      email: 'anna@',
      privacy: false,
      message: ' ',
      contactType: 'Astronaut',
    })
    expect(status).toBe(400)
    expect(answer).toMatchObject({
      success: false,
      message: 'Request not correct',
      data: {
        fields: { email: 'email', privacy: 'privacy', message: 'required', contactType: 'contactType' },
      },
    })
    expect((await leads()).length).toBe(before)
  })

  it('files a request from a form picked by id under that id', async () => {
    const { formType: _type, ...rest } = valid
    expect(
      (await postJson(site.url, { ...rest, formId: 'hotel-projects', email: 'hotel@fast.test' })).status,
    ).toBe(201)
    expect((await leads()).find((lead) => lead.email === 'hotel@fast.test')?.form).toBe('id:hotel-projects')
  })

  it('answers a filled honeypot as a success, and stores and mails nothing', async () => {
    const before = (await leads()).length
    const mails = await site.api.database.db.selectFrom('mail_outbox').select('id').execute()
    const { status, answer } = await postJson(site.url, {
      ...valid,
      email: 'bot@fast.test',
      website: 'http://spam.example',
    })
    expect(status).toBe(201)
    expect(answer).toEqual({ data: null, success: true, message: 'LEAD_CREATED_SUCCESSFULLY' })
    expect((await leads()).length).toBe(before)
    expect((await site.api.database.db.selectFrom('mail_outbox').select('id').execute()).length).toBe(
      mails.length,
    )
  })

  it('takes an urlencoded form from an API client and answers it as JSON', async () => {
    const fields = { ...validFields, newsletter: '', email: 'plain@fast.test' }
    const { status, text } = await postForm(site.url, fields)
    expect(status).toBe(201)
    expect(JSON.parse(text)).toEqual({ data: null, success: true, message: 'LEAD_CREATED_SUCCESSFULLY' })
    expect((await leads()).find((lead) => lead.email === 'plain@fast.test')).toMatchObject({ newsletter: 0 })
  })

  it('takes a newsletter sign-up: an email and the consent, with a first name and interests', async () => {
    const signUp = {
      email: 'news@fast.test',
      privacy: true,
      firstName: 'Marta',
      interests: ['spaWellness', 'outdoorKitchens'],
      locale: 'it',
      formId: 'newsletter-2026',
    }
    expect((await postJson(site.url, signUp)).status).toBe(201)
    expect((await leads()).find((lead) => lead.email === 'news@fast.test')).toMatchObject({
      form: 'id:newsletter-2026',
      first_name: 'Marta',
      newsletter: 1,
      message: 'spaWellness\noutdoorKitchens',
    })
    await expect
      .poll(() => smtp.received.some((mail) => mail.includes('To: news@fast.test')), { timeout: 5000 })
      .toBe(true)
    // Double opt-in (decision 051): a link to confirm, greeting the name given; nothing to the company yet.
    const confirmation = readableMail(smtp.received.find((mail) => mail.includes('To: news@fast.test')) ?? '')
    expect(confirmation).toContain('Ciao Marta,')
    expect(confirmation).toContain('/it/newsletter/conferma?token=')
    expect(
      smtp.received.some((mail) => mail.includes('news@fast.test') && mail.includes('To: requests@')),
    ).toBe(false)
    const refused = await postJson(site.url, {
      ...signUp,
      email: 'news@',
      privacy: false,
      interests: ['golf'],
    })
    expect(refused.status).toBe(400)
    expect(refused.answer).toMatchObject({
      data: { fields: { email: 'email', privacy: 'privacy', interests: 'invalid' } },
    })
  })

  it('refuses a body that is neither JSON nor a form', async () => {
    const response = await fetch(`${site.url}/api/forms/contact`, {
      method: 'POST',
      body: 'hello',
      headers: { 'content-type': 'text/plain' },
    })
    expect(response.status).toBe(400)
  })
})

describe('the contact form API limits and outages', () => {
  // A store per test: mails left queued by one must not count in the other.
  let store: TestStore
  beforeEach(async () => {
    store = await createTestStore('sqlite')
  })
  afterEach(async () => {
    await store?.drop()
  })

  it('answers 429 with a clear message past the per-IP limit, for honeypot requests too', async () => {
    const site = await start(store, { points: 2 })
    try {
      expect((await postJson(site.url, { ...valid, website: 'x' })).status).toBe(201)
      expect((await postJson(site.url, valid)).status).toBe(201)
      const third = await postJson(site.url, valid)
      expect(third.status).toBe(429)
      expect(third.answer).toMatchObject({ success: false, message: 'TOO_MANY_REQUESTS' })
      expect(Number(third.headers.get('retry-after'))).toBeGreaterThan(0)
      const plain = await postForm(site.url, { ...validFields, birthYear: '1984', privacy: 'on' })
      expect(plain.status).toBe(429)
      expect(JSON.parse(plain.text)).toMatchObject({ message: 'TOO_MANY_REQUESTS' })
    } finally {
      await site.close()
    }
  })

  it('keeps the mails queued while SMTP is down and delivers them when it is back', async () => {
    const probe = await startSmtp()
    const port = probe.port
    await probe.close()
    let clock = Date.now()
    const site = await start(store, { smtpUrl: `smtp://127.0.0.1:${port}`, now: () => new Date(clock) })
    try {
      expect(
        (await postJson(site.url, { ...valid, newsletter: false, email: 'outage@fast.test' })).status,
      ).toBe(201)
      const queued = () =>
        site.api.database.db.selectFrom('mail_outbox').selectAll().where('sent_at', 'is', null).execute()
      await expect
        .poll(async () => (await queued()).filter((row) => row.attempts > 0).length, { timeout: 5000 })
        .toBe(2)
      const smtp = await startSmtp(port)
      try {
        clock += 60_000
        // The server has a mail once DATA ends; the outbox marks it sent only when the
        // client reads the 250 after it. Wait for the outbox, then count what arrived.
        await expect.poll(async () => (await queued()).length, { timeout: 5000 }).toBe(0)
        expect(smtp.received).toHaveLength(2)
        expect(smtp.received.some((mail) => mail.includes('To: outage@fast.test'))).toBe(true)
      } finally {
        await smtp.close()
      }
    } finally {
      await site.close()
    }
  })
})
