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
    expect(loadConfig({ VAR_DIR: tempVar(), JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32)
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
