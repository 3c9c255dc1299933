import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SqliteDatabase } from '#adapters/accounts/sqlite-driver.server'
import * as t from 'io-ts'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '#tools/testing/free-port'
import type { Child } from '#tools/processes/child-process'
import { startSite } from '#tools/processes/child-process'
import type { Answer } from './visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import { call } from './visitor-calls'

// Crash (tests/faults/README.md): kill -9 in the middle of a burst of registrations, then start again on the same
// SQLite file. Whatever the visitor was told 201 must be there and usable; nothing may be half
// written (a user without its CRM contact: registration is one transaction, accounts-store).

const total = 24
const concurrency = 4
const killAfter = 6
const Count = t.type({ n: t.number })
const Integrity = t.type({ integrity_check: t.string })

const dir = mkdtempSync(path.join(tmpdir(), 'fault-sigkill-'))
const varDir = path.join(dir, 'var')
const started: Child[] = []

afterAll(async () => {
  for (const child of started) await child.stop()
  rmSync(dir, { recursive: true, force: true })
})

function count(db: SqliteDatabase, sql: string): number {
  const decoded = Count.decode(db.prepare(sql).get())
  if (decoded._tag === 'Left') throw new Error(`not a count: ${sql}`)
  return decoded.right.n
}

describe('SIGKILL during a burst of registrations', () => {
  it('keeps every account that was answered 201, whole, after a restart on the same file', async () => {
    const port = await freePort()
    const first = await startSite(port, { VAR_DIR: varDir })
    started.push(first)

    const emails = Array.from({ length: total }, (_, index) => `burst-${index}@fast.test`)
    const outcomes = new Map<string, Answer | Error>()
    let created = 0
    let next = 0
    const worker = async () => {
      while (next < emails.length && !first.hasExited()) {
        const email = emails[next] ?? ''
        next += 1
        try {
          const answer = await call(first.origin, 'POST', '/api/auth/v1/register', registration(email))
          outcomes.set(email, answer)
          if (answer.status === 201) {
            created += 1
            if (created === killAfter) first.signal('SIGKILL')
          }
        } catch (error) {
          outcomes.set(email, error instanceof Error ? error : new Error(String(error)))
        }
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' })

    const answered201 = [...outcomes].flatMap(([email, outcome]) =>
      outcome instanceof Error || outcome.status !== 201 ? [] : [email],
    )
    const cut = [...outcomes].filter(([, outcome]) => outcome instanceof Error).length
    // The kill landed in the middle: some got 201, some connections were cut, not all were tried.
    expect(answered201.length).toBeGreaterThanOrEqual(killAfter)
    expect(answered201.length).toBeLessThan(total)
    expect(cut).toBeGreaterThan(0)
    expect(
      [...outcomes.values()].every((outcome) => outcome instanceof Error || outcome.status === 201),
    ).toBe(true)

    const second = await startSite(port, { VAR_DIR: varDir })
    started.push(second)
    for (const email of answered201) {
      const login = await call(second.origin, 'POST', '/api/auth/v1/login', {
        username: email,
        password: 'pergola-di-alluminio',
      })
      expect(login.status, email).toBe(200)
      expect(login.token).toBeTruthy()
    }

    // Read while the restarted site has it open, as a second reader would (WAL).
    const db = new SqliteDatabase(path.join(varDir, 'accounts.sqlite'), {
      readonly: true,
      fileMustExist: true,
    })
    try {
      const integrity = Integrity.decode(db.prepare('PRAGMA integrity_check').get())
      expect(integrity._tag === 'Right' ? integrity.right.integrity_check : 'undecodable').toBe('ok')
      const users = count(db, 'SELECT count(*) AS n FROM users')
      expect(users).toBeGreaterThanOrEqual(answered201.length)
      expect(users).toBeLessThanOrEqual(total)
      expect(
        count(
          db,
          'SELECT count(*) AS n FROM users u WHERE (SELECT count(*) FROM contacts c WHERE c.user_id = u.id) <> 1',
        ),
      ).toBe(0)
      expect(
        count(
          db,
          'SELECT count(*) AS n FROM contacts c WHERE c.user_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = c.user_id)',
        ),
      ).toBe(0)
    } finally {
      db.close()
    }
  }, 180_000)
})
