import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AccountsDatabase, openAccountsDatabase } from '#adapters/accounts/open-accounts-database.server'
import type { Logger } from '#schema/logger'
import { accountMail } from './account-mail'
import { createMailOutbox } from './mail-outbox.server'

const log: Logger = { info: () => undefined, warn: () => undefined, error: () => undefined }

describe('the mail outbox', () => {
  let varDir: string
  let database: AccountsDatabase
  let clock = Date.parse('2026-03-01T09:00:00Z')
  const now = () => new Date(clock)

  beforeAll(async () => {
    varDir = await mkdtemp(path.join(os.tmpdir(), 'fast-mail-'))
    database = await openAccountsDatabase({ varDir })
  })
  afterAll(async () => {
    await database?.close()
    await rm(varDir, { recursive: true, force: true })
  })

  it('writes a queued mail as an .eml file when there is no SMTP server configured', async () => {
    const outbox = createMailOutbox({ db: database.db, from: 'Fast <no-reply@fast.test>', varDir, log, now })
    await outbox.enqueue(
      'eml@fast.test',
      accountMail({ kind: 'reset-code', firstName: 'Ada', code: '042917', minutes: 10 }, 'it'),
    )
    expect(await outbox.deliverDue()).toBe(1)
    const [file] = await readdir(path.join(varDir, 'outbox'))
    const eml = await readFile(path.join(varDir, 'outbox', file ?? ''), 'utf8')
    expect(eml).toContain('To: eml@fast.test')
    expect(eml).toContain('042917')
    expect(eml).toContain('text/html')
    await outbox.stop()
  })

  it('keeps a mail queued while the SMTP server is down and retries it later, backing off', async () => {
    // Port 9 on loopback: nothing listens, the connection is refused at once.
    const outbox = createMailOutbox({
      db: database.db,
      from: 'Fast <no-reply@fast.test>',
      smtpUrl: 'smtp://127.0.0.1:9',
      varDir,
      log,
      now,
      retryBaseMs: 1000,
    })
    const id = await outbox.enqueue(
      'down@fast.test',
      accountMail({ kind: 'password-changed', firstName: 'Ada' }, 'en'),
    )
    const row = () =>
      database.db.selectFrom('mail_outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(await outbox.deliverDue()).toBe(0)
    expect(await row()).toMatchObject({
      attempts: 1,
      sent_at: null,
      next_attempt_at: new Date(clock + 1000).toISOString(),
    })
    expect(await outbox.deliverDue()).toBe(0)
    expect((await row()).attempts).toBe(1)
    clock += 1000
    await outbox.deliverDue()
    expect(await row()).toMatchObject({
      attempts: 2,
      sent_at: null,
      next_attempt_at: new Date(clock + 2000).toISOString(),
    })
    expect((await row()).last_error).toBeTruthy()
    await outbox.stop()
  })
})
