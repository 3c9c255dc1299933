import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sameSitePath } from '#site/same-site-path'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { httpRequest } from '#tools/testing/http-request'
import { registration } from '#tools/testing/account-fixtures'

// docs/security.md: the no-JS contact post with `returnTo=/.//evil.example` answered
// `303 Location: //evil.example…`, which a browser follows to evil.example: the raw text was
// checked, then the URL parser removed the `.` segment. The contact form now redirects only to
// its own page, the path the post reached (decision 038); the same texts still go to the
// language switch.

const publicUrl = 'https://www.fast.test'
const leaving = [
  '/.//evil.example',
  '/./%2F/evil.example',
  '/%2e//evil.example',
  '/%2E%2E//evil.example',
  '/en/..//evil.example',
  '//evil.example',
  '///evil.example',
  '/\\evil.example',
  '/%5C/evil.example',
  '/\t/evil.example',
  '/\n/evil.example',
  'https://evil.example',
  'https:evil.example',
  '%2F%2Fevil.example',
  'javascript:alert(1)',
]

let site: BuiltSite

beforeAll(async () => {
  // One contact post per hostile path: more than the forms' per-address limit of 10.
  site = await startBuiltSite({ PUBLIC_URL: publicUrl, FORMS_PER_IP_PER_10_MINUTES: '1000' })
}, 60_000)

afterAll(() => site?.stop())

/** Where a browser goes on that Location, resolved against the page it was on. */
const landing = (location: string | undefined) => new URL(location ?? '', `${publicUrl}/en/contacts`)

describe('redirects built from what a visitor sends', () => {
  it.each(leaving)(
    'answers a no-JS contact post with its own page (303), whatever returnTo=%j, Host or X-Forwarded-Host say',
    async (returnTo) => {
      // Decision 038: a plain post that was taken is redirected to the page showing its outcome,
      // a Location the server builds from the path the post reached and nothing the visitor sent.
      const answer = await httpRequest(`${site.url}/en/contact`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-host': 'evil.example',
          'x-forwarded-proto': 'https',
        },
        body: new URLSearchParams({
          firstName: 'Anna',
          lastName: 'Rossi',
          country: 'IT',
          email: `redirect-${Date.now()}-${Math.floor(Math.random() * 1e6)}@fast.test`,
          contactType: 'Architect',
          message: 'A quote, please.',
          privacy: 'on',
          formType: 'contact',
          returnTo,
          back: returnTo,
        }).toString(),
      })
      expect(answer.status).toBe(303)
      expect(answer.headers.location).toBe('/en/contact?sent=contact')
      expect(landing(answer.headers.location).origin).toBe(publicUrl)
    },
  )

  it.each(leaving)('keeps the language switch to=%j on the site', async (to) => {
    const answer = await httpRequest(`${site.url}/switch-locale?to=${encodeURIComponent(to)}`)
    if (answer.status === 302) expect(landing(answer.headers.location).origin).toBe(publicUrl)
    else expect(answer.status).toBe(400)
  })
})

describe('the ways back to a page after a login (decision 039)', () => {
  // A header cannot carry a line break: that one cannot reach the server as a Referer.
  it.each(leaving.filter((value) => !value.includes('\n')))(
    'sends a navigation to the download gate without a session to the login page, whatever Referer=%j says',
    async (value) => {
      const answer = await httpRequest(`${site.url}/api/downloads/200`, {
        headers: {
          accept: 'text/html',
          'sec-fetch-mode': 'navigate',
          'sec-fetch-dest': 'document',
          referer: value.startsWith('/') ? `${publicUrl}${value}` : value,
        },
      })
      expect(answer.status).toBe(303)
      const login = landing(answer.headers.location)
      expect(login.origin).toBe(publicUrl)
      expect(login.pathname).toMatch(/^\/(it|en)\/[a-z-]+$/)
      const back = login.searchParams.get('back')
      if (back !== null) expect(landing(back).origin).toBe(publicUrl)
    },
  )

  it('sends a login without JS back only to a page of the site, whatever back says', async () => {
    const email = `back-${Date.now()}@fast.test`
    const password = 'pergola-di-alluminio'
    const registered = await httpRequest(`${site.url}/api/auth/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(registration(email, password)),
    })
    expect(registered.status).toBe(201)
    for (const back of [
      '/.//evil.example',
      '//evil.example',
      'https://evil.example',
      '/api/auth/v1/users/me',
      '/en/products/onda-sun-lounger',
    ]) {
      const answer = await httpRequest(`${site.url}/en/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: email, password, back }).toString(),
      })
      expect(answer.status).toBe(303)
      expect(landing(answer.headers.location).origin).toBe(publicUrl)
      expect(answer.headers.location).toBe(
        back === '/en/products/onda-sun-lounger' ? back : '/en/account?answer=loggedIn',
      )
    }
  })
})

describe('the same-site path check', () => {
  it.each(leaving)('gives %j no path that leaves the site', (value) => {
    const path = sameSitePath(value)
    if (path) expect(landing(path.pathname + path.search).origin).toBe(publicUrl)
  })

  it('keeps a path of the site, normalised', () => {
    expect(sameSitePath('/en/about-us?x=1')).toEqual({ pathname: '/en/about-us', search: '?x=1' })
    expect(sameSitePath('/it/chi-siamo/../prodotti')).toEqual({ pathname: '/it/prodotti', search: '' })
  })
})
