import http from 'node:http'
import { describe, expect, it } from 'vitest'
import { screenPath } from '#runtime/route-table'
import type { Locale } from '#schema/locale'
import type { ScreenName } from '#runtime/route-table'
import { builtSiteWithAccounts } from '#tools/testing/built-site-with-accounts'
import { httpRequest } from '#tools/testing/http-request'

// docs/security.md: bounded cost per request. The reserved-area screens' no-JS actions read their
// posts with `request.formData()`, which takes a body of any size into memory: a 1 MB post to
// /en/register was read whole and answered 200 with its fields marked invalid. Each screen now
// refuses a post over its limit unread, with a 413 page that says so in the page's language. Replaying
// it also showed that a refused body left on the connection cut a chunked post's answer (the
// visitor got a reset, not the page) and hung the next request on that keep-alive connection.

const publicUrl = 'https://www.fast.test'
const fromUs = { 'sec-fetch-site': 'same-origin', origin: publicUrl }
const megabyte = 1024 * 1024
const said: Record<Locale, string> = {
  it: 'Il modulo inviato è troppo lungo per essere letto',
  en: 'The form sent is too long to be read',
}
const screens: readonly ScreenName[] = ['register', 'login', 'resetPassword', 'changePassword']

const running = builtSiteWithAccounts({ PUBLIC_URL: publicUrl })

/** A registration with every field right and a 1 MB business name: only its size is wrong. */
function hugeRegistration(email: string): string {
  return new URLSearchParams({
    email,
    password: 'a-long-enough-passphrase',
    repeatPassword: 'a-long-enough-passphrase',
    firstName: 'Anna',
    lastName: 'Rossi',
    businessName: 'x'.repeat(megabyte),
    privacy: 'on',
  }).toString()
}

describe('a reserved-area form posted with a body far over its size', () => {
  for (const locale of ['it', 'en'] as const)
    for (const screen of screens)
      it(`is refused unread on ${screenPath(screen, locale)} with a 413 page in the page's language`, async () => {
        const email = `huge-${screen}-${locale}@fast.test`
        const answer = await httpRequest(`${running.site.url}${screenPath(screen, locale)}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...fromUs },
          body: hugeRegistration(email),
        })
        expect(answer.status).toBe(413)
        expect(answer.headers['content-type']).toContain('text/html')
        expect(answer.text).toContain(`<html lang="${locale}">`)
        expect(answer.text).toContain(said[locale])
        const account = await running.database.db
          .selectFrom('users')
          .select('id')
          .where('email', '=', email)
          .executeTakeFirst()
        expect(account).toBeUndefined()
      })

  it('is refused when it streams with no declared length, once its bytes pass the limit', async () => {
    // Chunked: the size is known only as the bytes arrive, so the reader must count them.
    const chunk = new TextEncoder().encode('businessName=' + 'x'.repeat(64 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 16) return controller.close()
        sent += 1
        controller.enqueue(chunk)
      },
    })
    const answer = await fetch(`${running.site.url}${screenPath('register', 'en')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...fromUs },
      body,
      duplex: 'half',
    } as RequestInit)
    expect(answer.status).toBe(413)
    expect(await answer.text()).toContain(said.en)
  })

  it('leaves the keep-alive connection free: the next request on it is answered', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    try {
      const sockets = new Set<unknown>()
      const send = (method: string, path: string, body?: string) =>
        new Promise<number>((resolve, reject) => {
          const request = http.request(
            `${running.site.url}${path}`,
            {
              method,
              agent,
              timeout: 10_000,
              headers: {
                'content-type': 'application/x-www-form-urlencoded',
                accept: 'text/html',
                ...fromUs,
              },
            },
            (response) => {
              response.resume()
              response.on('end', () => resolve(response.statusCode ?? 0))
            },
          )
          request.on('socket', (socket) => sockets.add(socket))
          request.on('timeout', () => request.destroy(new Error(`${path} did not answer in time`)))
          request.on('error', reject)
          request.end(body)
        })
      expect(await send('POST', screenPath('login', 'en'), hugeRegistration('keep-alive@fast.test'))).toBe(
        413,
      )
      expect(await send('GET', screenPath('login', 'en'))).toBe(200)
      expect(sockets.size).toBe(1)
    } finally {
      agent.destroy()
    }
  })

  it('still reads a post of normal size: a registration with a field missing gets its error', async () => {
    const answer = await httpRequest(`${running.site.url}${screenPath('register', 'en')}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...fromUs },
      body: new URLSearchParams({ email: 'not-an-email', firstName: 'Anna' }).toString(),
    })
    expect(answer.status).toBe(200)
    expect(answer.text).toContain('Enter a valid email address')
    expect(answer.text).not.toContain(said.en)
  })
})
