import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadConfig, publicConfigOf } from './config.server'

const tempVar = () => mkdtempSync(path.join(tmpdir(), 'config-'))

describe('runtime configuration', () => {
  it('runs on one machine with nothing set: port 3000, embedded CMS, secrets created once', () => {
    const varDir = tempVar()
    const config = loadConfig({ VAR_DIR: varDir })
    expect(config.port).toBe(3000)
    expect(config.cmsGraphqlUrl).toBeUndefined()
    expect(config.cmsToken).toHaveLength(43)
    expect(readFileSync(path.join(varDir, 'cms-token'), 'utf8')).toBe(config.cmsToken)
    expect(loadConfig({ VAR_DIR: varDir }).jwtSecret).toBe(config.jwtSecret)
  })

  it('stops with every bad variable named', () => {
    expect(() =>
      loadConfig({
        VAR_DIR: tempVar(),
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        CMS_GRAPHQL_URL: 'not a url',
      }),
    ).toThrow(
      /PORT must be a whole number[\s\S]*CMS_GRAPHQL_URL must be a URL[\s\S]*DATABASE_URL must start with postgres:/,
    )
  })

  it('refuses a JWT secret shorter than 32 bytes, naming the variable and not its value', () => {
    expect(() => loadConfig({ VAR_DIR: tempVar(), JWT_SECRET: 'a' })).toThrow(
      /JWT_SECRET must be at least 32 bytes/,
    )
    expect(() => loadConfig({ VAR_DIR: tempVar(), JWT_SECRET: 'short-secret-31-bytes-long-xxxx' })).toThrow(
      /JWT_SECRET/,
    )
    expect(
      loadConfig({ VAR_DIR: tempVar(), JWT_SECRET: 'hush-hush-a-secret-of-32-bytes-or-more' }).jwtSecret,
    ).toBe('hush-hush-a-secret-of-32-bytes-or-more')
  })

  // 32 identical characters were once taken; so were other long but guessable keys (docs/security.md).
  it.each([
    ['32 identical characters', 'x'.repeat(32)],
    ['a short pattern repeated', 'ab'.repeat(24)],
    ['a 16-character run written twice', '0123456789abcdef'.repeat(2)],
    ['a word repeated', 'password'.repeat(5)],
  ])(
    'refuses a JWT secret with little entropy (%s), naming the variable and not its value',
    (_what, secret) => {
      const refusal = (() => {
        try {
          loadConfig({ VAR_DIR: tempVar(), JWT_SECRET: secret })
        } catch (error) {
          return error instanceof Error ? error.message : String(error)
        }
        return 'accepted'
      })()
      expect(refusal).toMatch(/JWT_SECRET is too easy to guess/)
      expect(refusal).not.toContain(secret)
    },
  )

  it('takes a random JWT secret as openssl writes it, and the one it creates under VAR_DIR', () => {
    const random = randomBytes(48).toString('base64')
    expect(loadConfig({ VAR_DIR: tempVar(), JWT_SECRET: random }).jwtSecret).toBe(random)
    const hex = randomBytes(32).toString('hex')
    expect(loadConfig({ VAR_DIR: tempVar(), JWT_SECRET: hex }).jwtSecret).toBe(hex)
    const varDir = tempVar()
    const created = loadConfig({ VAR_DIR: varDir }).jwtSecret
    expect(readFileSync(path.join(varDir, 'jwt-secret'), 'utf8')).toBe(created)
    expect(loadConfig({ VAR_DIR: varDir, JWT_SECRET: created }).jwtSecret).toBe(created)
  })

  it('reads the registrations one address may make per hour, none meaning the default', () => {
    expect(loadConfig({ VAR_DIR: tempVar() }).registrationsPerIpPerHour).toBeUndefined()
    expect(
      loadConfig({ VAR_DIR: tempVar(), REGISTRATIONS_PER_IP_PER_HOUR: '500' }).registrationsPerIpPerHour,
    ).toBe(500)
    expect(() => loadConfig({ VAR_DIR: tempVar(), REGISTRATIONS_PER_IP_PER_HOUR: '0' })).toThrow(
      /REGISTRATIONS_PER_IP_PER_HOUR must be 1..1000000/,
    )
  })

  it('reads the form posts one address may send per 10 minutes, none meaning the default', () => {
    expect(loadConfig({ VAR_DIR: tempVar() }).formsPerIpPer10Minutes).toBeUndefined()
    expect(loadConfig({ VAR_DIR: tempVar(), FORMS_PER_IP_PER_10_MINUTES: '40' }).formsPerIpPer10Minutes).toBe(
      40,
    )
    expect(() => loadConfig({ VAR_DIR: tempVar(), FORMS_PER_IP_PER_10_MINUTES: 'many' })).toThrow(
      /FORMS_PER_IP_PER_10_MINUTES/,
    )
  })

  it('bounds slow clients as a proxy-fronted site does, the request bound covering the headers', () => {
    expect(loadConfig({ VAR_DIR: tempVar() }).connections).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      max: 1_000,
    })
    const given = { HEADERS_TIMEOUT_SECONDS: '20', REQUEST_TIMEOUT_SECONDS: '5', MAX_CONNECTIONS: '50' }
    expect(loadConfig({ VAR_DIR: tempVar(), ...given }).connections).toEqual({
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 5_000,
      max: 50,
    })
  })

  it('takes the asset origins a download may go to, https only, by default the CMS own origin', () => {
    const cms = { VAR_DIR: tempVar(), CMS_TOKEN: 't' }
    expect(loadConfig({ ...cms, CMS_GRAPHQL_URL: 'https://cms.fast.test/api' }).cmsAssetOrigins).toEqual([
      'https://cms.fast.test',
    ])
    expect(loadConfig({ ...cms, CMS_GRAPHQL_URL: 'http://cms.fast.test/api' }).cmsAssetOrigins).toEqual([])
    expect(
      loadConfig({ ...cms, CMS_ASSET_ORIGINS: 'https://cdn.fast.test, https://files.fast.test:8443/' })
        .cmsAssetOrigins,
    ).toEqual(['https://cdn.fast.test', 'https://files.fast.test:8443'])
    for (const bad of ['http://cdn.fast.test', 'https://cdn.fast.test/files', 'cdn.fast.test'])
      expect(() => loadConfig({ ...cms, CMS_ASSET_ORIGINS: bad })).toThrow(
        /CMS_ASSET_ORIGINS must list https origins/,
      )
  })

  it("keys the rate limits in Redis by REDIS_KEY_PREFIX, by default the public URL's host", () => {
    const varDir = tempVar()
    expect(loadConfig({ VAR_DIR: varDir, PUBLIC_URL: 'https://www.fast.test' }).redisKeyPrefix).toBe(
      'fast:www.fast.test',
    )
    expect(loadConfig({ VAR_DIR: varDir, REDIS_KEY_PREFIX: 'fast-staging' }).redisKeyPrefix).toBe(
      'fast-staging',
    )
    // Without PUBLIC_URL, instances on other ports are still one site.
    expect(loadConfig({ VAR_DIR: varDir, PORT: '4000' }).redisKeyPrefix).toBe('fast')
    expect(() => loadConfig({ VAR_DIR: varDir, REDIS_KEY_PREFIX: 'a b' })).toThrow(/REDIS_KEY_PREFIX must be/)
  })

  it('exposes the map key to the browser and no secret', () => {
    const config = loadConfig({
      VAR_DIR: tempVar(),
      MAPBOX_KEY: 'pk.test',
      JWT_SECRET: 'hush-hush-a-secret-of-32-bytes-or-more',
      CMS_TOKEN: 'sh',
    })
    const exposed = JSON.stringify(publicConfigOf(config))
    expect(exposed).toContain('pk.test')
    expect(exposed).not.toContain('hush-hush')
    expect(exposed).not.toContain('"sh"')
  })

  it('reads the proxy hops to trust and the mail outbox timing (compose.yaml, fault tests)', () => {
    const config = loadConfig({
      VAR_DIR: tempVar(),
      TRUST_PROXY: '1',
      MAIL_POLL_MS: '200',
      MAIL_RETRY_BASE_MS: '250',
      MAIL_RETRY_MAX_MS: '1000',
    })
    expect(config.trustProxy).toBe(1)
    expect(config.mailTiming).toEqual({ pollMs: 200, retryBaseMs: 250, maxRetryMs: 1000 })
    expect(loadConfig({ VAR_DIR: tempVar(), TRUST_PROXY: 'loopback, uniquelocal' }).trustProxy).toBe(
      'loopback, uniquelocal',
    )
    const plain = loadConfig({ VAR_DIR: tempVar() })
    expect(plain.trustProxy).toBeUndefined()
    expect(plain.mailTiming).toEqual({})
    expect(() => loadConfig({ VAR_DIR: tempVar(), MAIL_RETRY_BASE_MS: 'soon' })).toThrow(/MAIL_RETRY_BASE_MS/)
  })
})
