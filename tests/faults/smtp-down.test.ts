import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SqliteDatabase } from '#adapters/accounts/sqlite-driver.server'
import * as t from 'io-ts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#tools/testing/free-port'
import type { Child } from '#tools/processes/child-process'
import { startNodeChild, startSite, waitFor } from '#tools/processes/child-process'
import { registration } from '#tools/testing/account-fixtures'
import { call } from './visitor-calls'

// Fault 2 (tests/faults/README.md): the mail server (a real smtp-server, in its own process) goes away.
// Time is shortened through the outbox's own options, from the environment: MAIL_POLL_MS=200,
// MAIL_RETRY_BASE_MS=200, MAIL_RETRY_MAX_MS=1000 (the defaults are 2 s, 5 s doubling up to 1 h),
// so "down a minute" is a few seconds here, long enough for every mail to fail at least twice.

const Received = t.type({ received: t.type({ messageId: t.string, to: t.string }) })
const OutboxRow = t.type({ id: t.string, attempts: t.number, sent_at: t.union([t.string, t.null]) })

const dir = mkdtempSync(path.join(tmpdir(), 'fault-smtp-down-'))
const varDir = path.join(dir, 'var')
let smtpPort = 0
const smtps: Child[] = []
let site: (Child & { origin: string }) | undefined

async function startSmtp(): Promise<Child> {
  const child = startNodeChild('tests/faults/smtp-main.ts', { SMTP_PORT: String(smtpPort) })
  smtps.push(child)
  await waitFor(
    'the SMTP server listening',
    () => (child.output().includes('"listening"') ? true : undefined),
    {
      child,
    },
  )
  return child
}

/** Every message the SMTP processes received, across restarts: Message-ID and recipients. */
function received(): { messageId: string; to: string }[] {
  return smtps.flatMap((child) =>
    child
      .output()
      .split('\n')
      .flatMap((line) => {
        if (!line.startsWith('{')) return []
        const decoded = Received.decode(JSON.parse(line))
        return decoded._tag === 'Right' ? [decoded.right.received] : []
      }),
  )
}

function outbox(): t.TypeOf<typeof OutboxRow>[] {
  const db = new SqliteDatabase(path.join(varDir, 'accounts.sqlite'), { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare('SELECT id, attempts, sent_at FROM mail_outbox ORDER BY created_at')
      .all()
      .map((row) => {
        const decoded = OutboxRow.decode(row)
        if (decoded._tag === 'Left') throw new Error('an outbox row of another shape')
        return decoded.right
      })
  } finally {
    db.close()
  }
}

beforeAll(async () => {
  smtpPort = await freePort()
  await startSmtp()
  site = await startSite(await freePort(), {
    VAR_DIR: varDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    MAIL_COMPANY_TO: 'sales@fast.test',
    MAIL_POLL_MS: '200',
    MAIL_RETRY_BASE_MS: '200',
    MAIL_RETRY_MAX_MS: '1000',
  })
}, 180_000)

afterAll(async () => {
  await site?.stop()
  for (const smtp of smtps) await smtp.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('when the mail server is down for a while', () => {
  it('still answers registration, reset and contact requests, and delivers every queued mail once when it is back', async () => {
    if (!site) throw new Error('not started')
    const origin = site.origin
    // Up: a reset code arrives, so the path to the mail server is known to work.
    expect(
      (await call(origin, 'POST', '/api/auth/v1/register', registration('elena@fast.test'))).status,
    ).toBe(201)
    expect(
      (await call(origin, 'POST', '/api/auth/v1/reset-password', { email: 'elena@fast.test' })).status,
    ).toBe(200)
    await waitFor('the first reset code delivered', () => (received().length === 1 ? true : undefined))

    for (const smtp of smtps) await smtp.stop()

    const registered = await call(origin, 'POST', '/api/auth/v1/register', registration('paolo@fast.test'))
    expect(registered.status).toBe(201)
    expect(registered.body).toMatchObject({ success: true, message: 'User created successfully' })
    for (const email of ['paolo@fast.test', 'elena@fast.test']) {
      const reset = await call(origin, 'POST', '/api/auth/v1/reset-password', { email })
      expect(reset.status).toBe(200)
      expect(reset.body).toMatchObject({ success: true, message: 'RESET_REQUESTED_SUCCESSFULLY' })
    }
    const contact = await call(origin, 'POST', '/api/forms/contact', {
      firstName: 'Chiara',
      lastName: 'Neri',
      businessName: 'Hotel Lago Blu',
      country: 'IT',
      city: 'Riva del Garda',
      email: 'chiara@fast.test',
      contactType: 'Architect',
      message: 'Sixteen loungers and two saunas for the lake terrace.',
      privacy: true,
      newsletter: false,
      locale: 'it',
      formType: 'contact',
    })
    expect(contact.status).toBe(201)
    expect(contact.body).toMatchObject({ success: true })

    // Queued: Paolo's reset code (Elena's first code still lives, so her second request mails
    // nothing: one code per code lifetime), the company's copy of the request and the visitor's
    // receipt, each tried and failed at least twice (backoff) while the server is away.
    const queued = await waitFor('every queued mail retried at least twice', () => {
      const waiting = outbox().filter((row) => row.sent_at === null)
      return waiting.length === 3 && waiting.every((row) => row.attempts >= 2) ? waiting : undefined
    })
    expect(received()).toHaveLength(1)

    await startSmtp()
    // The SMTP process logs each mail on its stdout, which can reach us after the site has marked
    // the mail sent: both are waited for.
    await waitFor('every queued mail sent and logged by the SMTP process', () => {
      const rows = outbox()
      return rows.every((row) => row.sent_at !== null) && received().length >= rows.length ? true : undefined
    })
    const ids = received().map((mail) => mail.messageId)
    const expected = outbox().map((row) => `<${row.id}@fast-site>`)
    expect(ids.slice().sort()).toEqual(expected.slice().sort())
    expect(new Set(ids).size).toBe(ids.length)
    expect(queued.every((row) => ids.includes(`<${row.id}@fast-site>`))).toBe(true)
    expect(
      received()
        .map((mail) => mail.to)
        .sort(),
    ).toEqual(['chiara@fast.test', 'elena@fast.test', 'paolo@fast.test', 'sales@fast.test'].sort())
  }, 180_000)
})
