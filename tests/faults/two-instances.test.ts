import { randomBytes, randomInt } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { Redis } from 'ioredis'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#tools/testing/free-port'
import type { Child } from '#tools/processes/child-process'
import { startSite } from '#tools/processes/child-process'
import { registration } from '#tools/testing/account-fixtures'
import { call } from './visitor-calls'

// Scaling out (docs/architecture.md): two site processes share one PostgreSQL database and one Redis, as two
// containers behind a proxy do (compose.yaml). The database is created fresh and dropped after.
// TEST_POSTGRES_URL and TEST_REDIS_URL point elsewhere than 127.0.0.1.

const adminUrl = process.env['TEST_POSTGRES_URL'] ?? 'postgres://root@127.0.0.1:5432/test'
const redisUrl = process.env['TEST_REDIS_URL'] ?? 'redis://127.0.0.1:6379'
const database = `fault_two_${randomBytes(5).toString('hex')}`
const dir = mkdtempSync(path.join(tmpdir(), 'fault-two-'))
// The visitor's address for this run: per-IP limits in the shared Redis then start from zero.
const visitorAddress = `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`
const run = randomBytes(4).toString('hex')
let a: (Child & { origin: string }) | undefined
let b: (Child & { origin: string }) | undefined

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

beforeAll(async () => {
  await admin((client) => client.query(`CREATE DATABASE ${database}`))
  const url = new URL(adminUrl)
  url.pathname = `/${database}`
  const shared = {
    DATABASE_URL: url.toString(),
    REDIS_URL: redisUrl,
    JWT_SECRET: `two-instances-${run}-secret-of-32-characters`,
  }
  // Both start at once against the empty database: the migrations must not trip over each other.
  const [first, second] = await Promise.allSettled([
    freePort().then((port) => startSite(port, { ...shared, VAR_DIR: path.join(dir, 'a') })),
    freePort().then((port) => startSite(port, { ...shared, VAR_DIR: path.join(dir, 'b') })),
  ])
  if (first.status === 'fulfilled') a = first.value
  if (second.status === 'fulfilled') b = second.value
  if (first.status === 'rejected') throw first.reason
  if (second.status === 'rejected') throw second.reason
}, 180_000)

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()])
  await admin((client) => client.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`))
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 })
  try {
    await redis.connect()
    const lucia = `lucia-${run}@fast.test`
    await redis.del(
      `fast:loginPerAccountIp:${lucia}|${visitorAddress}`,
      `fast:loginPerAccount:${lucia}`,
      `fast:loginPerIp:${visitorAddress}`,
    )
  } finally {
    redis.disconnect()
  }
  rmSync(dir, { recursive: true, force: true })
})

describe('two site instances on one PostgreSQL and one Redis', () => {
  it('refuses on B a token logged out on A', async () => {
    if (!a || !b) throw new Error('not started')
    const registered = await call(
      a.origin,
      'POST',
      '/api/auth/v1/register',
      registration(`marta-${run}@fast.test`),
    )
    expect(registered.status).toBe(201)
    const token = registered.token
    expect(token).toBeTruthy()
    expect((await call(b.origin, 'GET', '/api/auth/v1/users/me', undefined, { token })).status).toBe(200)

    expect((await call(a.origin, 'POST', '/api/auth/v1/logout', {}, { token })).status).toBe(200)
    const onB = await call(b.origin, 'GET', '/api/auth/v1/users/me', undefined, { token })
    expect(onB.status).toBe(401)
    expect(onB.body).toMatchObject({ success: false })
    expect((await call(a.origin, 'GET', '/api/auth/v1/users/me', undefined, { token })).status).toBe(401)
  })

  it('counts failed logins spread over A and B against one shared limit', async () => {
    if (!a || !b) throw new Error('not started')
    const email = `lucia-${run}@fast.test`
    expect((await call(b.origin, 'POST', '/api/auth/v1/register', registration(email))).status).toBe(201)
    const statuses: number[] = []
    // An account allows 10 failures per 15 minutes from one address (rate-limits.server.ts); each
    // instance alone sees 6 here, under its own limit: only a shared count refuses the 11th and 12th.
    for (let attempt = 0; attempt < 12; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b
      const answer = await call(
        instance.origin,
        'POST',
        '/api/auth/v1/login',
        { username: email, password: `wrong-password-${attempt}` },
        { localAddress: visitorAddress },
      )
      statuses.push(answer.status)
    }
    expect(statuses).toEqual([...Array<number>(10).fill(401), 429, 429])
    // Blocked on both for this address, even with the right password now (the owner elsewhere is
    // not: tests/security/login-lockout.test.ts).
    for (const instance of [a, b]) {
      const answer = await call(
        instance.origin,
        'POST',
        '/api/auth/v1/login',
        { username: email, password: 'pergola-di-alluminio' },
        { localAddress: visitorAddress },
      )
      expect(answer.status).toBe(429)
    }
  })
})
