import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSessionCookie } from '#site/server/api/session-cookie.server'
import { registration } from '#tools/testing/account-fixtures'
import { freePort } from '#tools/testing/free-port'
import { httpRequest } from '#tools/testing/http-request'
import type { Child } from '#tools/processes/child-process'
import { startSite, waitFor } from '#tools/processes/child-process'
import { type TcpProxy, startTcpProxy } from './tcp-proxy'
import { call } from './visitor-calls'

// docs/security.md: the site's PostgreSQL goes away while the site runs. The database is reached
// through a TCP relay that the test cuts (refused connections, broken sockets), so the shared
// PostgreSQL stays up for everyone else. Before the fix a visitor with a session cookie got a 500
// page, the API a 500 without Retry-After, and nothing but /healthz (still 200) could tell.

const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://root@127.0.0.1:5432/test'
const database = `fault_db_down_${randomBytes(5).toString('hex')}`
const dir = mkdtempSync(path.join(tmpdir(), 'fault-db-down-'))
let proxy: TcpProxy | undefined
let site: (Child & { origin: string }) | undefined
let token = ''

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

const get = (path: string, headers: Record<string, string> = {}) =>
  httpRequest(`${site?.origin ?? ''}${path}`, { headers })

beforeAll(async () => {
  await admin(`CREATE DATABASE ${database}`)
  const target = new URL(adminUrl)
  proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) })
  const url = new URL(adminUrl)
  url.host = `127.0.0.1:${proxy.port}`
  url.pathname = `/${database}`
  site = await startSite(await freePort(), { VAR_DIR: path.join(dir, 'var'), DATABASE_URL: url.toString() })
  const registered = await call(site.origin, 'POST', '/api/auth/v1/register', registration('down@fast.test'))
  expect(registered.status).toBe(201)
  token = registered.token ?? ''
}, 180_000)

afterAll(async () => {
  await site?.stop()
  await proxy?.close()
  await admin(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  rmSync(dir, { recursive: true, force: true })
})

describe('when the accounts database is down', () => {
  // Soft expectations: each of the four behaviours is reported on its own.
  it('serves pages as anonymous, answers the API 503 with Retry-After, stays live and reports itself not ready', async () => {
    if (!site || !proxy) throw new Error('not started')
    // The session cookie a browser holds after this login (HttpOnly, set by the site).
    const [line] = await createSessionCookie(site.origin).start({
      token,
      expiresAt: new Date(Date.now() + 3600_000),
    })
    const cookie = { cookie: (line ?? '').split(';')[0] ?? '' }
    expect.soft((await get('/readyz')).status).toBe(200)
    expect.soft((await get('/en', cookie)).status).toBe(200)

    await proxy.cut()

    const page = await get('/en', cookie)
    expect.soft(page.status).toBe(200)
    expect.soft(page.text).toContain('<html lang="en"')

    const me = await call(site.origin, 'GET', '/api/auth/v1/users/me', undefined, { token })
    expect.soft(me.status).toBe(503)
    const login = await httpRequest(`${site.origin}/api/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'down@fast.test', password: 'pergola-di-alluminio' }),
    })
    expect.soft(login.status).toBe(503)
    expect.soft(Number(login.headers['retry-after'])).toBeGreaterThan(0)
    expect.soft(JSON.parse(login.text)).toMatchObject({ success: false, message: 'ERROR' })

    const contact = await call(site.origin, 'POST', '/api/forms/contact', {
      firstName: 'Anna',
      lastName: 'Rossi',
      country: 'IT',
      email: 'down@fast.test',
      contactType: 'Architect',
      message: 'A quote, please.',
      privacy: true,
      locale: 'en',
      formType: 'contact',
    })
    expect.soft(contact.status).toBe(503)

    expect.soft((await get('/healthz')).status).toBe(200)
    const ready = await get('/readyz')
    expect.soft(ready.status).toBe(503)
    expect.soft(ready.headers['retry-after']).toBeDefined()
    expect.soft(JSON.parse(ready.text)).toEqual({
      status: 'unavailable',
      checks: { database: 'down', cms: 'up' },
    })
  })

  it('is ready again, and knows the visitor again, once the database is back', async () => {
    if (!site || !proxy) throw new Error('not started')
    await proxy.restore()
    await waitFor(
      '/readyz answering 200 with the database back',
      async () => ((await get('/readyz')).status === 200 ? true : undefined),
      { timeoutMs: 20_000, intervalMs: 250, child: site },
    )
    const me = await call(site.origin, 'GET', '/api/auth/v1/users/me', undefined, { token })
    expect(me.status).toBe(200)
  })
})
