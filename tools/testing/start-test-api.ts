import { randomBytes } from 'node:crypto'
import type { Server } from 'node:http'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import express from 'express'
import pg from 'pg'
import type { QueueBounds } from '#adapters/accounts/bounded-queue'
import type { RateLimitSettings } from '#adapters/accounts/rate-limits.server'
import { connectRedis } from '#adapters/redis/redis-client.server'
import type { Logger } from '#schema/logger'
import { type Api, createApi } from '#site/server/api/create-api.server'
import type { DownloadSources } from '#site/server/api/download-gate-router.server'

/** The two stores every API test runs against (spec §7.1). */
export type TestDialect = 'sqlite' | 'postgres'

/** A fresh store for one test file: a SQLite file in a temp folder, or a new PostgreSQL database. */
export type TestStore = {
  varDir: string
  databaseUrl: string | undefined
  sqliteFile: string
  drop(): Promise<void>
}

const adminUrl = process.env.TEST_POSTGRES_URL ?? 'postgres://root@127.0.0.1:5432/test'

export async function createTestStore(dialect: TestDialect): Promise<TestStore> {
  const varDir = await mkdtemp(path.join(os.tmpdir(), 'fast-api-'))
  const sqliteFile = path.join(varDir, 'accounts.sqlite')
  if (dialect === 'sqlite')
    return {
      varDir,
      databaseUrl: undefined,
      sqliteFile,
      drop: () => rm(varDir, { recursive: true, force: true }),
    }
  const name = `accounts_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return {
    varDir,
    databaseUrl: url.toString(),
    sqliteFile,
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl })
      await client.connect()
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await client.end()
      await rm(varDir, { recursive: true, force: true })
    },
  }
}

/** Limits high enough that only the rate-limit tests meet them. */
const high = { points: 100_000, seconds: 60 }
export const generousRateLimits: RateLimitSettings = {
  loginPerAccountIp: high,
  loginPerIp: high,
  loginPerAccount: high,
  loginSlowdown: { freeFailures: 100_000, stepMs: 0, maxMs: 0 },
  resetPerEmailIp: high,
  resetPerIp: high,
  resetMailsPerEmail: high,
  registerPerIp: high,
}

/** Hasher places enough that only the tests of its queue meet them (50 parallel registrations). */
export const generousHashQueue: Partial<QueueBounds> = { perKey: 1_000, total: 1_000 }

export const quietLog: Logger = {
  info: () => undefined,
  warn: () => undefined,
  error: (message, fields) => console.error(message, fields),
}

/** The JWT secret of every test API, for tests that forge tokens signed with it. */
export const testJwtSecret = 'test-secret-of-at-least-32-characters!!'

export type TestApi = { url: string; api: Api; close(): Promise<void> }

/**
 * The API alone on 127.0.0.1, port 0, as the site mounts it (at /api), over `store`. Several
 * instances may share one store (the revocation test).
 */
export async function startTestApi(
  store: TestStore,
  options: DownloadSources & {
    now?: () => Date
    rateLimits?: RateLimitSettings
    smtpUrl?: string
    /** Rate limits in this Redis (shared by every run: keys must differ per run). */
    redisUrl?: string
    maintenance?: boolean
    mailPollMs?: number
    mailCompanyTo?: string
    /** PUBLIC_URL: https gives the session cookie Secure and `__Host-`; a contact form's Referer on it is a way back. */
    publicUrl?: string
    formsRateLimit?: { points: number; seconds: number }
    /** The password hasher's places; without it `generousHashQueue`. */
    hashQueue?: Partial<QueueBounds>
  } = {},
): Promise<TestApi> {
  // Of this API alone, as the site opens one for all it shares.
  const redis = options.redisUrl
    ? await connectRedis(options.redisUrl, quietLog, {
        whileDown: 'the rate limits count in memory',
        whenBack: 'the rate limits count in Redis again',
      })
    : undefined
  const api = await createApi({
    redis,
    config: {
      varDir: store.varDir,
      databaseUrl: store.databaseUrl,
      jwtSecret: testJwtSecret,
      smtpUrl: options.smtpUrl,
      mailFrom: 'Fast <no-reply@fast.test>',
      reservedAreaMaintenance: options.maintenance ?? false,
      ...(options.publicUrl ? { publicUrl: options.publicUrl } : {}),
      ...(options.mailCompanyTo ? { mailCompanyTo: options.mailCompanyTo } : {}),
    },
    log: quietLog,
    sqliteFile: store.sqliteFile,
    rateLimits: options.rateLimits ?? generousRateLimits,
    ...(options.now ? { now: options.now } : {}),
    ...(options.mailPollMs ? { mailPollMs: options.mailPollMs } : {}),
    ...(options.formsRateLimit ? { formsRateLimit: options.formsRateLimit } : {}),
    hashQueue: options.hashQueue ?? generousHashQueue,
    privateFile: options.privateFile,
    assetUrl: options.assetUrl,
  })
  const app = express()
  app.use('/api', api.router)
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening))
  })
  const address = server.address()
  const port = typeof address === 'object' && address !== null ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    api,
    async close() {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await api.close()
      redis?.disconnect()
    },
  }
}
