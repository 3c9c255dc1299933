import * as t from 'io-ts'
import { minSecretBits, secretStrengthBits } from './secret-strength'

/** A whole number in a range, given as text (environment variables are strings). */
function integerText(name: string, min: number, max: number) {
  return new t.Type<number, string, unknown>(
    name,
    (value): value is number => typeof value === 'number',
    (value, context) => {
      if (typeof value !== 'string' || !/^\d+$/.test(value))
        return t.failure(value, context, `${name} must be a whole number`)
      const number = Number(value)
      return number >= min && number <= max
        ? t.success(number)
        : t.failure(value, context, `${name} must be ${min}..${max}`)
    },
    String,
  )
}

/** A URL with one of the given protocols. */
function urlText(name: string, protocols: readonly string[]) {
  return new t.Type<string, string, unknown>(
    name,
    (value): value is string => typeof value === 'string',
    (value, context) => {
      if (typeof value !== 'string') return t.failure(value, context, `${name} must be a URL`)
      try {
        const url = new URL(value)
        return protocols.includes(url.protocol)
          ? t.success(value.replace(/\/+$/, ''))
          : t.failure(value, context, `${name} must start with ${protocols.join(' or ')}`)
      } catch {
        return t.failure(value, context, `${name} must be a URL`)
      }
    },
    String,
  )
}

/** Comma-separated https origins (`https://cdn.example.com`), each given as its origin only. */
function httpsOriginsText(name: string) {
  return new t.Type<readonly string[], string, unknown>(
    name,
    (value): value is readonly string[] => Array.isArray(value),
    (value, context) => {
      if (typeof value !== 'string') return t.failure(value, context, `${name} must list https origins`)
      const origins: string[] = []
      for (const item of value
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')) {
        const url = URL.canParse(item) ? new URL(item) : undefined
        if (url?.protocol !== 'https:' || url.origin !== item.replace(/\/$/, ''))
          return t.failure(
            value,
            context,
            `${name} must list https origins (https://host[:port]), comma-separated`,
          )
        origins.push(url.origin)
      }
      return t.success(origins)
    },
    (origins) => origins.join(','),
  )
}

/** A Redis key prefix: letters, digits and `:._-`, at most 100. */
function keyPrefixText(name: string) {
  return new t.Type<string, string, unknown>(
    name,
    (value): value is string => typeof value === 'string',
    (value, context) =>
      typeof value === 'string' && /^[\w:.-]{1,100}$/.test(value)
        ? t.success(value)
        : t.failure(value, context, `${name} must be 1..100 letters, digits or :._-`),
    String,
  )
}

const nonEmpty = new t.Type<string, string, unknown>(
  'NonEmptyString',
  (value): value is string => typeof value === 'string' && value.length > 0,
  (value, context) =>
    typeof value === 'string' && value.trim().length > 0
      ? t.success(value.trim())
      : t.failure(value, context, 'must not be empty'),
  String,
)

/**
 * A secret of at least `minBytes` bytes (UTF-8) that is not a guesser's first try (32 identical
 * characters, a repeated word): a weak HMAC key is found offline from one token. The message
 * names the variable, never the value.
 */
function secretText(name: string, minBytes: number) {
  return new t.Type<string, string, unknown>(
    name,
    (value): value is string => typeof value === 'string',
    (value, context) => {
      const secret = typeof value === 'string' ? value.trim() : ''
      if (new TextEncoder().encode(secret).length < minBytes)
        return t.failure(
          value,
          context,
          `${name} must be at least ${minBytes} bytes (openssl rand -base64 48)`,
        )
      return secretStrengthBits(secret) >= minSecretBits
        ? t.success(secret)
        : t.failure(
            value,
            context,
            `${name} is too easy to guess (a repeated run or too few different characters): use a random one (openssl rand -base64 48)`,
          )
    },
    String,
  )
}

const flag = t.keyof({ '0': null, '1': null, true: null, false: null })
/** A switch an operator writes in words: on or off (or 1/0, true/false). */
const onOff = t.keyof({ on: null, off: null, '0': null, '1': null, true: null, false: null })

/**
 * The environment the server reads at start (docs/architecture.md, Configuration). Every key is optional: a
 * missing one takes the default that runs on one machine (see config.server.ts).
 */
export const Environment = t.partial({
  NODE_ENV: t.keyof({ production: null, development: null, test: null }),
  PORT: integerText('PORT', 0, 65535),
  HOST: nonEmpty,
  PUBLIC_URL: urlText('PUBLIC_URL', ['http:', 'https:']),
  VAR_DIR: nonEmpty,
  CMS_GRAPHQL_URL: urlText('CMS_GRAPHQL_URL', ['http:', 'https:']),
  CMS_TOKEN: nonEmpty,
  // The only places the download gate sends a visitor for an external CMS's file (docs/security.md).
  CMS_ASSET_ORIGINS: httpsOriginsText('CMS_ASSET_ORIGINS'),
  CMS_CACHE_TTL_SECONDS: integerText('CMS_CACHE_TTL_SECONDS', 0, 86_400),
  DATABASE_URL: urlText('DATABASE_URL', ['postgres:', 'postgresql:']),
  // HS256 wants a key as long as its hash (RFC 7518 §3.2): 32 bytes (docs/security.md).
  JWT_SECRET: secretText('JWT_SECRET', 32),
  SMTP_URL: urlText('SMTP_URL', ['smtp:', 'smtps:']),
  REDIS_URL: urlText('REDIS_URL', ['redis:', 'rediss:']),
  // Sites sharing one Redis keep their rate limits apart by it (docs/security.md).
  REDIS_KEY_PREFIX: keyPrefixText('REDIS_KEY_PREFIX'),
  MAPBOX_KEY: nonEmpty,
  PRODUCT_SERVICE_URL: urlText('PRODUCT_SERVICE_URL', ['http:', 'https:']),
  BENCH_NO_CACHE: flag,
  RESERVED_AREA_MAINTENANCE: flag,
  MAIL_FROM: nonEmpty,
  MAIL_COMPANY_TO: nonEmpty,
  // The mail outbox's timing (adapters/mail/mail-outbox.server.ts); the fault tests shorten it.
  // Express's `trust proxy` behind a reverse proxy: a hop count (1), or addresses/subnets.
  TRUST_PROXY: nonEmpty,
  MAIL_POLL_MS: integerText('MAIL_POLL_MS', 10, 3_600_000),
  MAIL_RETRY_BASE_MS: integerText('MAIL_RETRY_BASE_MS', 10, 3_600_000),
  MAIL_RETRY_MAX_MS: integerText('MAIL_RETRY_MAX_MS', 10, 86_400_000),
  // Registrations allowed per address per hour (default 10); the browser tests register far more.
  REGISTRATIONS_PER_IP_PER_HOUR: integerText('REGISTRATIONS_PER_IP_PER_HOUR', 1, 1_000_000),
  // Contact and newsletter posts allowed per address per 10 minutes (default 10); as above.
  FORMS_PER_IP_PER_10_MINUTES: integerText('FORMS_PER_IP_PER_10_MINUTES', 1, 1_000_000),
  // docs/security.md: what one visitor's address may cost in CPU, and the resized images' disk.
  SEARCH_RATE_LIMIT: integerText('SEARCH_RATE_LIMIT', 1, 1_000_000),
  IMAGE_CACHE_MAX_MB: integerText('IMAGE_CACHE_MAX_MB', 1, 1_000_000),
  // Pages one address may have rendered a minute past the page caches (decision 035).
  CACHE_MISSES_PER_IP_PER_MINUTE: integerText('CACHE_MISSES_PER_IP_PER_MINUTE', 1, 1_000_000),
  // Slow clients (docs/security.md): how long a request's headers, and the whole request, may take,
  // and how many connections one process holds. Headers must come before the whole request ends.
  HEADERS_TIMEOUT_SECONDS: integerText('HEADERS_TIMEOUT_SECONDS', 1, 600),
  REQUEST_TIMEOUT_SECONDS: integerText('REQUEST_TIMEOUT_SECONDS', 1, 3_600),
  MAX_CONNECTIONS: integerText('MAX_CONNECTIONS', 1, 1_000_000),
  // docs/operations.md, publishing: the key the CMS signs its change webhooks with (none: the
  // webhook answers 404), the token of the embedded CMS's write endpoint (none: no writes), and
  // whether a shared cache in front reads the surrogate-key headers (otherwise they are not sent),
  // and where that cache takes purges by key (Varnish: decision 054; none: it is not told).
  CMS_WEBHOOK_SECRET: secretText('CMS_WEBHOOK_SECRET', 32),
  CMS_WRITE_TOKEN: secretText('CMS_WRITE_TOKEN', 32),
  SURROGATE_KEYS: onOff,
  SHARED_CACHE_PURGE_URL: urlText('SHARED_CACHE_PURGE_URL', ['http:', 'https:']),
  // docs/operations.md: the Prometheus scrape port (0: any free one) and its address, loopback by default.
  METRICS_PORT: integerText('METRICS_PORT', 0, 65535),
  METRICS_HOST: nonEmpty,
})
export type Environment = t.TypeOf<typeof Environment>

/** What the browser may see: public runtime configuration only, never a secret. */
export const PublicConfig = t.type({
  mapboxKey: t.union([t.string, t.null]),
  /** RESERVED_AREA_MAINTENANCE: the reserved-area screens show the maintenance notice. */
  reservedAreaMaintenance: t.boolean,
  publicUrl: t.string,
})
export type PublicConfig = t.TypeOf<typeof PublicConfig>
