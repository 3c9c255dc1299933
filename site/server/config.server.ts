import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { Environment } from '#schema/config'
import type { PublicConfig } from '#schema/config'
import { decodeOrThrow } from '#schema/decode'
import { defaultRateLimits } from '#adapters/accounts/rate-limits.server'

export type Config = {
  production: boolean
  port: number
  host: string
  publicUrl: string
  varDir: string
  /** undefined: the embedded CMS, mounted by this server at /cms. */
  cmsGraphqlUrl: string | undefined
  cmsToken: string
  /**
   * With an external CMS: the https origins its asset URLs may point at (CMS_ASSET_ORIGINS); the
   * download gate redirects nowhere else. Default: the CMS's own origin when it is https.
   */
  cmsAssetOrigins: readonly string[]
  cmsCacheTtlSeconds: number
  /**
   * The key the CMS signs its change webhooks with (CMS_WEBHOOK_SECRET); undefined: no webhook,
   * `POST /api/cms/changed` answers 404 (docs/operations.md, publishing).
   */
  cmsWebhookSecret: string | undefined
  /** The embedded CMS's write token (CMS_WRITE_TOKEN, for `npm run cms:edit`); undefined: no writes. */
  cmsWriteToken: string | undefined
  /**
   * SURROGATE_KEYS=on: a shared cache in front (Varnish, Fastly, Cloudflare) reads `xkey`,
   * `Surrogate-Key` and `Cache-Tag`, so public answers carry them; off (default): not sent.
   */
  surrogateKeys: boolean
  /**
   * SHARED_CACHE_PURGE_URL: where the shared cache in front takes `PURGE` with an `xkey` header
   * (Varnish, deploy/varnish/site.vcl); undefined: a publish purges the instances only.
   */
  sharedCachePurgeUrl: string | undefined
  databaseUrl: string | undefined
  jwtSecret: string
  smtpUrl: string | undefined
  redisUrl: string | undefined
  /**
   * Of the rate limits' keys in Redis (REDIS_KEY_PREFIX). Default `fast:` and PUBLIC_URL's host
   * (`fast` without one): the instances of one site share their limits, another site on the same
   * Redis has its own. Not the default URL's: instances on other ports must still share.
   */
  redisKeyPrefix: string
  mapboxKey: string | undefined
  productServiceUrl: string | undefined
  cmsCacheDisabled: boolean
  /** The reserved area is closed: its API answers 503 and the screens show the notice. */
  reservedAreaMaintenance: boolean
  /** Sender of the site's mail. */
  mailFrom: string
  /** Where form requests to the company go (the forms issue). */
  mailCompanyTo: string | undefined
  /**
   * Express's `trust proxy` (TRUST_PROXY): the visitor's address comes from X-Forwarded-For set
   * by that many proxies (a number) or by the listed addresses; undefined: the socket's address.
   */
  trustProxy: number | string | undefined
  /** REGISTRATIONS_PER_IP_PER_HOUR; undefined: the default of rate-limits.server.ts (10). */
  registrationsPerIpPerHour: number | undefined
  /** FORMS_PER_IP_PER_10_MINUTES; undefined: the default of rate-limits.server.ts (10). */
  formsPerIpPer10Minutes: number | undefined
  /** The mail outbox's poll and retry backoff, ms; undefined: the outbox's defaults (2 s, 5 s doubling to 1 h). */
  mailTiming: { pollMs?: number; retryBaseMs?: number; maxRetryMs?: number }
  /** Searches per visitor address per minute (SEARCH_RATE_LIMIT); past it, 429. */
  searchRateLimit: number
  /** Disk the embedded CMS's resized images may take, bytes (IMAGE_CACHE_MAX_MB). */
  imageCacheMaxBytes: number
  /**
   * Page renders one visitor address (IPv6 by its /64) may cause a minute, cache misses and
   * signed-in pages alike (CACHE_MISSES_PER_IP_PER_MINUTE); past it, 429 with Retry-After.
   */
  cacheMissesPerIpPerMinute: number
  /**
   * What a slow or greedy client may hold (docs/security.md): the time to send a request's headers
   * and the whole request, in ms (HEADERS_TIMEOUT_SECONDS, REQUEST_TIMEOUT_SECONDS), and the open
   * connections of the process (MAX_CONNECTIONS).
   */
  connections: { headersTimeoutMs: number; requestTimeoutMs: number; max: number }
  /**
   * Where `GET /metrics` answers (METRICS_PORT, default 9464, the exporters' usual port; METRICS_HOST,
   * default 127.0.0.1): a port of its own, never the public one (docs/operations.md).
   */
  metrics: { port: number; host: string }
}

/**
 * Reads the environment once at start. A bad value throws one error naming every bad variable;
 * a missing one takes the default that runs on one machine. Secrets that are not given (the
 * embedded CMS token, the JWT secret) are created once under VAR_DIR and kept there.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const given = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  )
  const decoded = decodeOrThrow(Environment, given, 'The environment')
  const port = decoded.PORT ?? 3000
  const varDir = path.resolve(decoded.VAR_DIR ?? 'var')
  mkdirSync(varDir, { recursive: true })
  return {
    production: (decoded.NODE_ENV ?? 'production') === 'production',
    port,
    host: decoded.HOST ?? '0.0.0.0',
    publicUrl: decoded.PUBLIC_URL ?? `http://localhost:${port}`,
    varDir,
    cmsGraphqlUrl: decoded.CMS_GRAPHQL_URL,
    cmsToken: decoded.CMS_TOKEN ?? secretFile(varDir, 'cms-token'),
    cmsAssetOrigins: decoded.CMS_ASSET_ORIGINS ?? httpsOriginOf(decoded.CMS_GRAPHQL_URL),
    cmsCacheTtlSeconds: decoded.CMS_CACHE_TTL_SECONDS ?? 60,
    cmsWebhookSecret: decoded.CMS_WEBHOOK_SECRET,
    cmsWriteToken: decoded.CMS_WRITE_TOKEN,
    surrogateKeys: ['on', '1', 'true'].includes(decoded.SURROGATE_KEYS ?? 'off'),
    sharedCachePurgeUrl: decoded.SHARED_CACHE_PURGE_URL,
    databaseUrl: decoded.DATABASE_URL,
    jwtSecret: decoded.JWT_SECRET ?? secretFile(varDir, 'jwt-secret'),
    smtpUrl: decoded.SMTP_URL,
    redisUrl: decoded.REDIS_URL,
    redisKeyPrefix:
      decoded.REDIS_KEY_PREFIX ?? (decoded.PUBLIC_URL ? `fast:${new URL(decoded.PUBLIC_URL).host}` : 'fast'),
    mapboxKey: decoded.MAPBOX_KEY,
    productServiceUrl: decoded.PRODUCT_SERVICE_URL,
    cmsCacheDisabled: decoded.BENCH_NO_CACHE === '1' || decoded.BENCH_NO_CACHE === 'true',
    reservedAreaMaintenance:
      decoded.RESERVED_AREA_MAINTENANCE === '1' || decoded.RESERVED_AREA_MAINTENANCE === 'true',
    mailFrom: decoded.MAIL_FROM ?? 'Fast <no-reply@localhost>',
    mailCompanyTo: decoded.MAIL_COMPANY_TO,
    trustProxy:
      decoded.TRUST_PROXY === undefined
        ? undefined
        : /^\d+$/.test(decoded.TRUST_PROXY)
          ? Number(decoded.TRUST_PROXY)
          : decoded.TRUST_PROXY,
    registrationsPerIpPerHour: decoded.REGISTRATIONS_PER_IP_PER_HOUR,
    formsPerIpPer10Minutes: decoded.FORMS_PER_IP_PER_10_MINUTES,
    mailTiming: {
      ...(decoded.MAIL_POLL_MS !== undefined ? { pollMs: decoded.MAIL_POLL_MS } : {}),
      ...(decoded.MAIL_RETRY_BASE_MS !== undefined ? { retryBaseMs: decoded.MAIL_RETRY_BASE_MS } : {}),
      ...(decoded.MAIL_RETRY_MAX_MS !== undefined ? { maxRetryMs: decoded.MAIL_RETRY_MAX_MS } : {}),
    },
    searchRateLimit: decoded.SEARCH_RATE_LIMIT ?? defaultRateLimits.searchPerIp.points,
    imageCacheMaxBytes: (decoded.IMAGE_CACHE_MAX_MB ?? 512) * 1024 * 1024,
    cacheMissesPerIpPerMinute: decoded.CACHE_MISSES_PER_IP_PER_MINUTE ?? 120,
    connections: connectionsOf(
      decoded.HEADERS_TIMEOUT_SECONDS,
      decoded.REQUEST_TIMEOUT_SECONDS,
      decoded.MAX_CONNECTIONS,
    ),
    metrics: { port: decoded.METRICS_PORT ?? 9464, host: decoded.METRICS_HOST ?? '127.0.0.1' },
  }
}

/**
 * Behind a proxy (compose.yaml's Varnish, nginx, a load balancer) a request arrives whole at once, so
 * 10 s for the headers and 30 s for the request (the largest body the site takes is 1 MB) only cut
 * what stalls. 1,000 connections is far more than a proxy keeps open to one instance and far
 * fewer than the process's file descriptors; past it a new connection is closed at once.
 */
function connectionsOf(headersSeconds = 10, requestSeconds = 30, max = 1_000): Config['connections'] {
  // Node refuses a headers timeout longer than the request's: the request's bound covers both.
  const requestTimeoutMs = requestSeconds * 1000
  return { headersTimeoutMs: Math.min(headersSeconds * 1000, requestTimeoutMs), requestTimeoutMs, max }
}

/** The configuration a browser may read (spec 2, Store locator: MAPBOX_KEY is runtime config). */
export function publicConfigOf(config: Config): PublicConfig {
  return {
    mapboxKey: config.mapboxKey ?? null,
    publicUrl: config.publicUrl,
    reservedAreaMaintenance: config.reservedAreaMaintenance,
  }
}

/** The origin of an https URL, as a list of one; none for another scheme or no URL. */
function httpsOriginOf(url: string | undefined): readonly string[] {
  return url !== undefined && new URL(url).protocol === 'https:' ? [new URL(url).origin] : []
}

/** A random secret created on first start and read back after, so restarts keep sessions. */
function secretFile(varDir: string, name: string): string {
  const file = path.join(varDir, name)
  if (!existsSync(file)) {
    try {
      writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600, flag: 'wx' })
    } catch (error) {
      // Another instance sharing VAR_DIR wrote it first: read theirs.
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error
    }
  }
  return readFileSync(file, 'utf8').trim()
}
