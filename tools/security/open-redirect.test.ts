import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sameSitePath } from '#site/server/http/same-site-path.server'
import { type BuiltSite, siteIsBuilt, startBuiltSite } from '#tools/testing/built-site'
import { httpRequest } from '#tools/testing/http-request'

// docs/security.md: the no-JS contact post with `returnTo=/.//evil.example` answered
// `303 Location: //evil.example…`, which a browser follows to evil.example: the raw text was
// checked, then the URL parser removed the `.` segment. The contact form now answers with its
// page and redirects nowhere; the same texts still go to the language switch.

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
  site = await startBuiltSite({ PUBLIC_URL: publicUrl })
}, 60_000)

afterAll(() => site?.stop())

/** Where a browser goes on that Location, resolved against the page it was on. */
const landing = (location: string | undefined) => new URL(location ?? '', `${publicUrl}/en/contacts`)

describe.skipIf(!siteIsBuilt)('redirects built from what a visitor sends', () => {
  it('answers a no-JS contact post with its page, never a redirect, whatever returnTo says', async () => {
    const answer = await httpRequest(`${site.url}/en/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        firstName: 'Anna',
        lastName: 'Rossi',
        country: 'IT',
        email: 'redirect@fast.test',
        contactType: 'Architect',
        message: 'A quote, please.',
        privacy: 'on',
        formType: 'contact',
        returnTo: '/.//evil.example',
      }).toString(),
    })
    expect(answer.status).toBe(200)
    expect(answer.headers.location).toBeUndefined()
  })

  it.each(leaving)('keeps the language switch to=%j on the site', async (to) => {
    const answer = await httpRequest(`${site.url}/switch-locale?to=${encodeURIComponent(to)}`)
    if (answer.status === 302) expect(landing(answer.headers.location).origin).toBe(publicUrl)
    else expect(answer.status).toBe(400)
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
