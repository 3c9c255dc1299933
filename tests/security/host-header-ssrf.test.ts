import type { IncomingHttpHeaders, Server } from 'node:http'
import { createServer } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { registration } from '#tools/testing/account-fixtures'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { httpRequest } from '#tools/testing/http-request'

// docs/security.md item 4: the no-JS login action and the account loader called the accounts API at
// `new URL(request.url).origin`, an origin taken from the request's Host. A forged Host sent the
// visitor's password and token to a port of the attacker's choosing.

type Answer = { status: number; headers: IncomingHttpHeaders; body: string }

/** One request with the headers as given (a forged Host among them), through the shared helper. */
async function send(
  site: BuiltSite,
  options: { method: string; path: string; headers: Record<string, string>; body?: string },
): Promise<Answer> {
  const { text, ...answer } = await httpRequest(`${site.url}${options.path}`, {
    method: options.method,
    headers: options.headers,
    ...(options.body === undefined ? {} : { body: options.body }),
  })
  return { ...answer, body: text }
}

/** The `name=value` pairs of a response's Set-Cookie lines, as a Cookie header. */
function cookiesOf(answer: Answer): string {
  return (answer.headers['set-cookie'] ?? []).map((line) => line.split(';')[0]).join('; ')
}

describe('the built site at an https PUBLIC_URL, asked with forged Host headers', () => {
  let site: BuiltSite
  let trap: Server
  let trapHost = ''
  const reached: string[] = []
  const publicUrl = 'https://www.fast.test'
  const email = `ssrf-${Date.now()}@example.com`
  const password = 'pergola-di-alluminio'

  beforeAll(async () => {
    trap = createServer((request, response) => {
      reached.push(`${request.method} ${request.url} ${request.headers.authorization ?? ''}`)
      request.resume()
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"data":null,"success":true,"message":"Logged in"}')
    })
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve))
    const address = trap.address()
    trapHost = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`
    site = await startBuiltSite({ PUBLIC_URL: publicUrl })
    const created = await fetch(`${site.url}/api/auth/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration(email, password)),
    })
    expect(created.status).toBe(201)
  })

  afterAll(async () => {
    await site?.stop()
    await new Promise<void>((resolve) => trap?.close(() => resolve()))
  })

  const loginForm = new URLSearchParams({ username: email, password }).toString()
  // The attacker sends the request itself (curl), so Origin agrees with the forged Host.
  // A scripted client, not a browser: no Origin, so the cross-site guard lets it through and the
  // forged Host alone is what is tried.
  const formHeaders = (host: string) => ({
    host,
    'content-type': 'application/x-www-form-urlencoded',
    'content-length': String(Buffer.byteLength(loginForm)),
  })

  it('never sends a no-JS login to the host the request names', async () => {
    const answer = await send(site, {
      method: 'POST',
      path: '/en/login',
      headers: formHeaders(trapHost),
      body: loginForm,
    })
    expect(reached).toEqual([])
    // The login is made in-process: the visitor is logged in and sent to the account page, which
    // says so (spec 8).
    expect(answer.status).toBe(303)
    expect(answer.headers.location).toBe('/en/account?answer=loggedIn')
    expect(cookiesOf(answer)).toMatch(/fast_jwt=/)
  })

  it("never sends a visitor's session to the host an account page request names", async () => {
    const login = await send(site, {
      method: 'POST',
      path: '/en/login',
      headers: formHeaders(new URL(site.url).host),
      body: loginForm,
    })
    const cookie = cookiesOf(login)
    expect(cookie).toMatch(/fast_jwt=/)
    reached.length = 0
    const page = await send(site, {
      method: 'GET',
      path: '/en/account',
      headers: { host: trapHost, cookie, accept: 'text/html' },
    })
    expect(reached).toEqual([])
    expect(page.status).toBe(200)
    // The profile is still rendered on the server, from the in-process accounts service.
    expect(page.body).toContain(email)

    // The no-JS logout revokes the session in-process too.
    const logout = await send(site, {
      method: 'POST',
      path: '/en/account',
      headers: { host: trapHost, cookie, 'content-length': '0' },
    })
    expect(reached).toEqual([])
    expect(logout.status).toBe(302)
    const after = await send(site, {
      method: 'GET',
      path: '/en/account',
      headers: { host: new URL(site.url).host, cookie, accept: 'text/html' },
    })
    expect(after.body).not.toContain(email)
  })

  it('keeps a page asked with the https session cookie out of every shared cache', async () => {
    // With an https PUBLIC_URL the session cookie is `__Host-fast_jwt`: still a visitor's own page.
    const page = await send(site, {
      method: 'GET',
      path: '/it',
      headers: { host: new URL(site.url).host, cookie: '__Host-fast_jwt=x', accept: 'text/html' },
    })
    expect(page.headers['cache-control']).toBe('private, no-store')
  })

  it('names PUBLIC_URL, not the Host, in the canonical link and og:url', async () => {
    const page = await send(site, {
      method: 'GET',
      path: '/en/login',
      headers: { host: 'evil.example:8443', accept: 'text/html' },
    })
    expect(page.status).toBe(200)
    expect(page.body).not.toContain('evil.example')
    expect(page.body).toMatch(/<link rel="canonical" href="https:\/\/www\.fast\.test\/en\/login"/)
    expect(page.body).toMatch(/<meta property="og:url" content="https:\/\/www\.fast\.test\/en\/login"/)
  })
})
