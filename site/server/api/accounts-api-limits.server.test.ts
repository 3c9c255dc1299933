import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type TestStore,
  createTestStore,
  generousRateLimits,
  startTestApi,
} from '#tools/testing/start-test-api'

const post = (url: string, path: string, body: unknown) =>
  fetch(`${url}/api/auth/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  })

const person = {
  password: 'ombrellone-a-braccio',
  firstName: 'Sara',
  lastName: 'Neri',
  country: 'Italia',
  contactType: 'Private',
  locale: 'en',
}

describe('the Account API limits', () => {
  let store: TestStore
  beforeAll(async () => {
    store = await createTestStore('sqlite')
  })
  afterAll(async () => {
    await store?.drop()
  })

  it('answers 429 after too many failed logins of one account from one address, with a clear message', async () => {
    const small = { points: 3, seconds: 60 }
    const api = await startTestApi(store, {
      rateLimits: {
        ...generousRateLimits,
        loginPerAccountIp: small,
        resetPerEmailIp: small,
      },
    })
    try {
      const statuses = []
      for (let i = 0; i < 4; i += 1)
        statuses.push(
          (await post(api.url, '/login', { username: 'sara@fast.test', password: 'wrong-password' })).status,
        )
      expect(statuses).toEqual([401, 401, 401, 429])
      const limited = await post(api.url, '/login', {
        username: 'sara@fast.test',
        password: 'wrong-password',
      })
      expect(limited.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(await limited.json()).toMatchObject({ success: false, message: 'TOO_MANY_REQUESTS' })
      for (let i = 0; i < 3; i += 1) await post(api.url, '/reset-password', { email: 'sara@fast.test' })
      expect(
        (await post(api.url, '/check-reset-password', { email: 'sara@fast.test', code: '123456' })).status,
      ).toBe(429)
    } finally {
      await api.close()
    }
  })

  it('answers 503 while the reserved area is under maintenance', async () => {
    const api = await startTestApi(store, { maintenance: true })
    try {
      const response = await post(api.url, '/login', {
        username: 'sara@fast.test',
        password: 'whatever-it-is',
      })
      expect(response.status).toBe(503)
      expect(await response.json()).toEqual({
        data: null,
        success: false,
        message: 'RESERVED_AREA_MAINTENANCE',
      })
      expect((await fetch(`${api.url}/api/downloads/181`)).status).toBe(503)
    } finally {
      await api.close()
    }
  })

  it('mails the reset code, in the user language, to a real SMTP server', async () => {
    const received: string[] = []
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = []
        stream.on('data', (chunk: Buffer) => chunks.push(chunk))
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString())
          callback()
        })
      },
    })
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const address = smtp.server.address()
    const port = typeof address === 'object' && address !== null ? address.port : 0
    const api = await startTestApi(store, { smtpUrl: `smtp://127.0.0.1:${port}`, mailPollMs: 50 })
    try {
      await post(api.url, '/register', { ...person, email: 'smtp@fast.test' })
      expect((await post(api.url, '/reset-password', { email: 'smtp@fast.test' })).status).toBe(200)
      await expect.poll(() => received.length, { timeout: 5000 }).toBe(1)
      expect(received[0]).toContain('To: smtp@fast.test')
      expect(received[0]).toContain('Your password reset code')
      const code = /is: (\d{6})/.exec(received[0] ?? '')?.[1]
      expect(code).toMatch(/^\d{6}$/)
      expect((await post(api.url, '/check-reset-password', { email: 'smtp@fast.test', code })).status).toBe(
        200,
      )
    } finally {
      await api.close()
      await new Promise<void>((resolve) => smtp.close(resolve))
    }
  })
})
