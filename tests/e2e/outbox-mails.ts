import { existsSync } from 'node:fs'
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { SqliteDatabase } from '#adapters/accounts/sqlite-driver.server'
import { headerOf, readableMail } from '#tools/testing/test-smtp'

/** A mail the server wrote to `<varDir>/outbox/` (no SMTP_URL): its raw text and what a reader sees. */
export type OutboxMail = { raw: string; readable: string; header: (name: string) => string | undefined }

const varDir = () => process.env['E2E_VAR_DIR'] ?? 'var'

/** Every mail in the outbox folder that mentions `text` anywhere a reader would see it, oldest first. */
export async function outboxMails(text: string): Promise<OutboxMail[]> {
  const folder = join(varDir(), 'outbox')
  const files = (await readdir(folder).catch(() => [])).filter((name) => name.endsWith('.eml')).sort()
  const mails: OutboxMail[] = []
  for (const file of files) {
    const raw = await readFile(join(folder, file), 'utf8')
    // Bodies may be base64 or quoted-printable: both are read back to text.
    const base64 = raw
      .split(/\r?\n\r?\n/)
      .map((part) =>
        /^[A-Za-z0-9+/=\r\n]+$/.test(part.trim()) ? Buffer.from(part, 'base64').toString('utf8') : '',
      )
      .join('\n')
    const readable = `${readableMail(raw)}\n${base64}`
    if (readable.includes(text))
      mails.push({ raw, readable, header: (name) => readableMail(headerOf(raw, name) ?? '') || undefined })
  }
  return mails
}

/** One row of the server's SQLite store (the default), as text values, or undefined. */
export function storedRow(sql: string, ...parameters: string[]): Record<string, string | null> | undefined {
  const file = join(varDir(), 'accounts.sqlite')
  if (!existsSync(file))
    throw new Error(`No accounts store at ${file}: run against the server Playwright starts`)
  const db = new SqliteDatabase(file, { readonly: true, fileMustExist: true })
  try {
    const row: unknown = db.prepare(sql).get(...parameters)
    if (typeof row !== 'object' || row === null) return undefined
    return Object.fromEntries(
      Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)]),
    )
  } finally {
    db.close()
  }
}
