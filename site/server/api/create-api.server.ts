import express from 'express'
import type { Redis } from 'ioredis'
import { createAccountsStore } from '#adapters/accounts/accounts-store.server'
import { type AccountsDatabase, openAccountsDatabase } from '#adapters/accounts/open-accounts-database.server'
import type { QueueBounds } from '#adapters/accounts/bounded-queue'
import { createPasswordHasher } from '#adapters/accounts/password-hasher.server'
import {
  createRateLimits,
  defaultRateLimits,
  type RateLimitSettings,
} from '#adapters/accounts/rate-limits.server'
import { createSessionTokens } from '#adapters/accounts/session-tokens.server'
import { createMailOutbox } from '#adapters/mail/mail-outbox.server'
import { createNewsletterSubscriptions } from '#adapters/accounts/newsletter-subscriptions.server'
import type { Logger } from '#schema/logger'
import type { ApiDeps } from './api-deps.server'
import { type AccountsService, createAccountsService } from './accounts-service.server'
import { createSessionCookie } from './session-cookie.server'
import { apiErrorHandler } from './api-error-handler.server'
import { authRouter } from './auth-router.server'
import { type DownloadSources, downloadGateRouter } from './download-gate-router.server'
import { type FindProduct, type FormRequests, createFormRequests } from './form-requests.server'
import { type NewsletterSignups, createNewsletterSignups } from './newsletter-signups.server'
import { createFormsRouter } from './forms-router.server'
import { sendAnswer } from './send-answer.server'

export type ApiConfig = {
  varDir: string
  databaseUrl: string | undefined
  jwtSecret: string
  smtpUrl: string | undefined
  /** Of the rate limits' keys in Redis (REDIS_KEY_PREFIX); undefined: `fast`. */
  redisKeyPrefix?: string | undefined
  mailFrom: string
  reservedAreaMaintenance: boolean
  /** Contact forms: where requests are mailed; without it, to `mailFrom` (decision 006). */
  mailCompanyTo?: string | undefined
  /**
   * PUBLIC_URL: https gives the session cookie Secure and the `__Host-` prefix; the only origin a
   * no-JS contact post's Referer may send the visitor back to.
   */
  publicUrl?: string | undefined
  /** The outbox's poll and retry backoff (MAIL_POLL_MS, MAIL_RETRY_BASE_MS, MAIL_RETRY_MAX_MS). */
  mailTiming?: { pollMs?: number; retryBaseMs?: number; maxRetryMs?: number }
  /** REGISTRATIONS_PER_IP_PER_HOUR (docs/security.md); undefined: the default limit. */
  registrationsPerIpPerHour?: number | undefined
}

export type ApiOptions = DownloadSources & {
  config: ApiConfig
  log: Logger
  /** The site's Redis connection (REDIS_URL): the rate limits count there, for every instance. */
  redis?: Redis | undefined
  /** Tests: a clock to move, other limits, a SQLite file of their own, a faster mail worker. */
  now?: () => Date
  rateLimits?: RateLimitSettings
  sqliteFile?: string
  mailPollMs?: number
  /** Tests: the contact forms' per-IP limit. */
  formsRateLimit?: { points: number; seconds: number }
  /** Tests: the password hasher's places, per address and in all (default `defaultHashQueue`). */
  hashQueue?: Partial<QueueBounds>
  /** Told of every rate-limit refusal (/metrics). */
  onRateLimitRefusal?: (name: string) => void
  /** The CMS's products, to check the product a contact request names (decision 050). */
  findProduct?: FindProduct | undefined
}

export type Api = {
  router: express.Router
  deps: ApiDeps
  /** Login, registration, the user of a session and logout, in-process (docs/security.md). */
  accounts: AccountsService
  /** Contact requests and newsletter sign-ups, per visitor address (decision 006). */
  formRequests: (ip: string) => FormRequests
  /** Newsletter sign-ups by double opt-in: the confirmation page's link states and POST (decision 051). */
  newsletter: NewsletterSignups
  database: AccountsDatabase
  close(): Promise<void>
}

/**
 * The site's API: the accounts store (migrated at start), the mail worker, and a router to mount
 * at /api with /auth/v1 (spec 7) and /downloads/:id. `close` stops the worker and the store.
 *
 * @example
 * const api = await createApi({ config, log, privateFile: localCms.privateFile })
 * app.use('/api', api.router)
 */
export async function createApi(options: ApiOptions): Promise<Api> {
  const { config, log } = options
  const now = options.now ?? (() => new Date())
  const database = await openAccountsDatabase({
    varDir: config.varDir,
    databaseUrl: config.databaseUrl,
    ...(options.sqliteFile ? { sqliteFile: options.sqliteFile } : {}),
    onIdleError: (error) => log.warn('An idle database connection broke', { error: error.message }),
  })
  const mail = createMailOutbox({
    db: database.db,
    from: config.mailFrom,
    smtpUrl: config.smtpUrl,
    varDir: config.varDir,
    log,
    now,
    ...config.mailTiming,
    ...(options.mailPollMs ? { pollMs: options.mailPollMs } : {}),
  })
  const settings = {
    ...(options.rateLimits ?? defaultRateLimits),
    ...(options.formsRateLimit ? { formsPerIp: options.formsRateLimit } : {}),
  }
  const limits = createRateLimits({
    redis: options.redis,
    prefix: config.redisKeyPrefix,
    ...(options.onRateLimitRefusal ? { onRefusal: options.onRateLimitRefusal } : {}),
    settings:
      config.registrationsPerIpPerHour === undefined
        ? settings
        : { ...settings, registerPerIp: { points: config.registrationsPerIpPerHour, seconds: 3600 } },
  })
  const deps: ApiDeps = {
    store: createAccountsStore(database.db, now),
    hasher: await createPasswordHasher(options.hashQueue),
    tokens: createSessionTokens({ secret: config.jwtSecret, now }),
    limits,
    mail,
    log,
    now,
    sessionCookie: createSessionCookie(config.publicUrl ?? 'http://localhost'),
    codeKey: config.jwtSecret,
  }
  const accounts = createAccountsService(deps)
  mail.start()

  const router = express.Router()
  // Nothing here may be cached: answers carry personal data and tokens (ASVS 5.0 V14.3).
  router.use(['/auth', '/downloads'], (_request, response, next) => {
    response.set('Cache-Control', 'no-store')
    next()
  })
  if (config.reservedAreaMaintenance) {
    router.use(['/auth', '/downloads'], (_request, response) => {
      response.set('Retry-After', '600')
      sendAnswer(response, 503, 'RESERVED_AREA_MAINTENANCE')
    })
  }
  // 16 KB is ten times a full registration; `strict` takes only objects and arrays.
  router.use('/auth/v1', express.json({ limit: '16kb', strict: true }), authRouter(deps, accounts))
  router.use('/downloads', downloadGateRouter(deps, options))
  // Contact requests and newsletter sign-ups (decision 006): POST /api/forms/contact for API
  // clients; the site's pages take their forms' posts through the same `formRequests`.
  const companyTo = config.mailCompanyTo ?? config.mailFrom
  const newsletter = createNewsletterSignups(
    { ...deps, subscriptions: createNewsletterSubscriptions(database.db, now) },
    { companyTo, publicUrl: config.publicUrl ?? 'http://localhost' },
  )
  const formRequests = createFormRequests(deps, { companyTo, newsletter, findProduct: options.findProduct })
  router.use('/forms', createFormsRouter(formRequests))
  // What these routers do not answer is still the API's: a JSON 404, not the site's page. Only
  // their own prefixes: /api/map, /api/search and /api/product-service are mounted after this.
  router.use(['/auth', '/downloads', '/forms'], (_request, response) =>
    sendAnswer(response, 404, 'NOT_FOUND'),
  )
  router.use(apiErrorHandler(log))

  return {
    router,
    deps,
    accounts,
    formRequests,
    newsletter,
    database,
    async close() {
      await mail.stop()
      await database.close()
    },
  }
}
