import { randomUUID } from 'node:crypto'
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Transporter } from 'nodemailer'
import type { AccountsDb } from '#adapters/accounts/accounts-tables'
import type { Logger } from '#schema/logger'
import type { MailContent } from './account-mail'

export type MailOutboxOptions = {
  db: AccountsDb
  /** Sender address. */
  from: string
  /** smtp(s)://...; without it mails are written as .eml files to `<varDir>/outbox/`. */
  smtpUrl?: string | undefined
  varDir: string
  log: Logger
  now?: () => Date
  /** How often the worker looks for due mail, ms (it also wakes on every enqueue). */
  pollMs?: number
  /** First retry delay, ms; doubled per attempt up to `maxRetryMs`. */
  retryBaseMs?: number
  maxRetryMs?: number
}

/** How a queued mail is addressed beyond its recipient. */
export type MailAddressing = {
  /** The one address answers go to (a lead's visitor); never a list (docs/security.md). */
  replyTo?: string | undefined
}

export type MailOutbox = {
  /** Queues a mail in the database (it survives a crash or an SMTP outage) and wakes the worker. */
  enqueue(to: string, content: MailContent, addressing?: MailAddressing): Promise<string>
  /** Sends every due mail once; the worker calls it, tests may too. Gives how many were sent. */
  deliverDue(): Promise<number>
  /** Starts the background worker. */
  start(): void
  /** Stops the worker, waiting for a pass in progress. */
  stop(): Promise<void>
}

const lockMs = 60_000

/**
 * The mail outbox (docs/architecture.md, Stack: mail): every message is a row first; a worker sends
 * due rows through nodemailer and retries failures with exponential backoff. A row is claimed with
 * a conditional update, so several instances sharing the database never send it twice.
 */
export function createMailOutbox(options: MailOutboxOptions): MailOutbox {
  const { db, log } = options
  const now = options.now ?? (() => new Date())
  const retryBase = options.retryBaseMs ?? 5_000
  const maxRetry = options.maxRetryMs ?? 60 * 60_000
  const outboxDir = path.join(options.varDir, 'outbox')
  // nodemailer loads with the first mail sent, not at every start (tools/bench: start-up time).
  let transport: Promise<Transporter> | undefined
  const transportOf = (): Promise<Transporter> =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      options.smtpUrl
        ? nodemailer.createTransport(options.smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true }),
    ))
  let timer: NodeJS.Timeout | undefined
  let running: Promise<number> | undefined
  let again = false
  let stopped = true

  async function send(row: {
    id: string
    recipient: string
    subject: string
    text_body: string
    html_body: string
    reply_to: string | null
  }): Promise<void> {
    const info: unknown = await (
      await transportOf()
    ).sendMail({
      from: options.from,
      // Address objects, never text: nodemailer splits a text address at its commas, so a visitor's
      // `victim,evil@evil.test` would become two recipients; as an object it is one, quoted.
      to: { name: '', address: row.recipient },
      ...(row.reply_to ? { replyTo: { name: '', address: row.reply_to } } : {}),
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      messageId: `<${row.id}@fast-site>`,
    })
    if (options.smtpUrl) return
    // streamTransport with buffer: the raw message is `info.message`.
    const message = typeof info === 'object' && info !== null && 'message' in info ? info.message : undefined
    if (!Buffer.isBuffer(message)) throw new Error('The mail could not be rendered')
    await mkdir(outboxDir, { recursive: true })
    await writeFile(
      path.join(outboxDir, `${now().toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`),
      message,
    )
  }

  async function pass(): Promise<number> {
    const at = now()
    const due = await db
      .selectFrom('mail_outbox')
      .select(['id', 'recipient', 'subject', 'text_body', 'html_body', 'attempts', 'reply_to'])
      .where('sent_at', 'is', null)
      .where('next_attempt_at', '<=', at.toISOString())
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at.toISOString())]))
      .orderBy('next_attempt_at')
      .limit(20)
      .execute()
    let sent = 0
    for (const row of due) {
      const claimed = await db
        .updateTable('mail_outbox')
        .set({ locked_until: new Date(at.getTime() + lockMs).toISOString() })
        .where('id', '=', row.id)
        .where('sent_at', 'is', null)
        .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', at.toISOString())]))
        .executeTakeFirst()
      if (claimed.numUpdatedRows !== 1n) continue
      try {
        await send(row)
        await db
          .updateTable('mail_outbox')
          .set({
            sent_at: now().toISOString(),
            locked_until: null,
            attempts: row.attempts + 1,
            last_error: null,
          })
          .where('id', '=', row.id)
          .execute()
        sent += 1
      } catch (error) {
        const delay = Math.min(maxRetry, retryBase * 2 ** row.attempts)
        const message = error instanceof Error ? error.message : String(error)
        log.warn('A mail could not be sent; it stays queued', {
          id: row.id,
          attempts: row.attempts + 1,
          retryInMs: delay,
          error: message,
        })
        await db
          .updateTable('mail_outbox')
          .set({
            attempts: row.attempts + 1,
            next_attempt_at: new Date(now().getTime() + delay).toISOString(),
            locked_until: null,
            last_error: message.slice(0, 1000),
          })
          .where('id', '=', row.id)
          .execute()
      }
    }
    return sent
  }

  function deliverDue(): Promise<number> {
    if (running) {
      again = true
      return running
    }
    running = pass().finally(() => {
      running = undefined
      if (again && !stopped) {
        again = false
        void deliverDue().catch((error: unknown) =>
          log.error('The mail worker failed', { error: String(error) }),
        )
      }
    })
    return running
  }

  function schedule(): void {
    if (stopped) return
    timer = setTimeout(() => {
      deliverDue()
        .catch((error: unknown) => log.error('The mail worker failed', { error: String(error) }))
        .finally(schedule)
    }, options.pollMs ?? 2_000)
    timer.unref()
  }

  return {
    async enqueue(to, content, addressing = {}) {
      const id = randomUUID()
      const at = now().toISOString()
      await db
        .insertInto('mail_outbox')
        .values({
          id,
          recipient: oneLine(to),
          reply_to: addressing.replyTo ? oneLine(addressing.replyTo) : null,
          // A header never carries a line break from a visitor's text or the CMS's (header injection).
          subject: oneLine(content.subject),
          text_body: content.text,
          html_body: content.html,
          created_at: at,
          attempts: 0,
          next_attempt_at: at,
          locked_until: null,
          sent_at: null,
          last_error: null,
        })
        .execute()
      if (!stopped)
        void deliverDue().catch((error: unknown) =>
          log.error('The mail worker failed', { error: String(error) }),
        )
      return id
    },
    deliverDue,
    start() {
      if (!stopped) return
      stopped = false
      schedule()
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running?.catch(() => undefined)
      const opened = await transport?.catch(() => undefined)
      opened?.close()
    },
  }
}

/** A header value on one line: every control character (CR, LF, tab...) becomes a space. */
function oneLine(value: string): string {
  // eslint-disable-next-line no-control-regex
  return value.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
}
