import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SignJWT, decodeJwt } from 'jose'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startNodeChild } from '#tools/processes/child-process'
import { call } from '#tests/faults/visitor-calls'
import { registration } from '#tools/testing/account-fixtures'
import {
  type TestApi,
  type TestStore,
  createTestStore,
  startTestApi,
  testJwtSecret,
} from '#tools/testing/start-test-api'

// docs/security.md item 14: `JWT_SECRET=a` was accepted, and a token signed with the right secret was
// taken whatever lifetime it claimed and even when issued in the future.

const auth = '/api/auth/v1'

describe('the session secret and token lifetimes', () => {
  // 32 identical characters once passed the 32-byte rule and started the site (docs/security.md).
  it.each([
    ['shorter than 32 bytes', 'a', /JWT_SECRET must be at least 32 bytes/],
    ['of 32 identical characters', 'x'.repeat(32), /JWT_SECRET is too easy to guess/],
  ])('refuses to start with a JWT_SECRET %s, naming it', async (_what, secret, message) => {
    const varDir = mkdtempSync(path.join(tmpdir(), 'weak-secret-'))
    const site = startNodeChild('site/server/main.ts', {
      JWT_SECRET: secret,
      VAR_DIR: varDir,
      PORT: '0',
      HOST: '127.0.0.1',
    })
    try {
      const exit = await Promise.race([
        site.exited,
        new Promise<'running'>((resolve) => setTimeout(() => resolve('running'), 15_000)),
      ])
      expect(exit).toEqual({ code: 1, signal: null })
      expect(site.output()).toMatch(message)
    } finally {
      await site.stop()
      rmSync(varDir, { recursive: true, force: true })
    }
  })

  describe('tokens signed with the right secret', () => {
    let store: TestStore
    let api: TestApi
    let genuine: Record<string, unknown> = {}
    beforeAll(async () => {
      store = await createTestStore('sqlite')
      api = await startTestApi(store)
      const registered = await call(api.url, 'POST', `${auth}/register`, registration('forger@fast.test'))
      genuine = { ...decodeJwt(registered.token ?? '') }
    })
    afterAll(async () => {
      await api?.close()
      await store?.drop()
    })

    const signed = (claims: Record<string, unknown>) =>
      new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(testJwtSecret))
    const me = async (token: string) =>
      (await call(api.url, 'GET', `${auth}/users/me`, undefined, { token })).status
    const nowSeconds = () => Math.floor(Date.now() / 1000)

    it('accepts a copy of a genuine token (the forging works)', async () => {
      expect(await me(await signed({ ...genuine, jti: 'copy-1' }))).toBe(200)
    })

    it('refuses a token whose lifetime is longer than a session', async () => {
      const iat = nowSeconds()
      const token = await signed({ ...genuine, jti: 'long-1', iat, exp: iat + 30 * 24 * 3600 })
      expect(await me(token)).toBe(401)
    })

    it('refuses a token issued in the future', async () => {
      const iat = nowSeconds() + 3600
      const token = await signed({ ...genuine, jti: 'future-1', iat, exp: iat + 3600 })
      expect(await me(token)).toBe(401)
    })
  })
})
