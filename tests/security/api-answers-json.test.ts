import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type BuiltSite, startBuiltSite } from '#tools/testing/built-site'
import { httpRequest } from '#tools/testing/http-request'

// As replayed before the fix (docs/security.md, Many at once): /api outside the accounts, downloads
// and forms answered the site's HTML 404 or 405 page, and a bad percent escape got Express's own
// HTML error page (or, under /api/downloads, "the body is not valid JSON"). A client of the API
// must get the API's shape, `{ data, success, message }`, whatever it sends under /api.

const prefixes = ['auth/v1', 'downloads', 'forms', 'search', 'map', 'stores', 'product-service', 'nothing']
const requests = prefixes.flatMap((prefix) => [
  { method: 'GET', path: `/api/${prefix}/no-such-thing/here` },
  { method: 'POST', path: `/api/${prefix}/no-such-thing` },
  { method: 'DELETE', path: `/api/${prefix}` },
  { method: 'PUT', path: `/api/${prefix}/` },
  { method: 'PATCH', path: `/api/${prefix}/x` },
  { method: 'GET', path: `/api/${prefix}/%E0%A4%A` },
  { method: 'POST', path: `/api/${prefix}/%E0%A4%A` },
  { method: 'GET', path: `/api/${prefix}/%` },
  { method: 'GET', path: `/api/${prefix}/%ZZ/x` },
])
const known = [
  { method: 'POST', path: '/api/search' },
  { method: 'DELETE', path: '/api/stores' },
  { method: 'POST', path: '/api/map/style.json' },
  { method: 'PUT', path: '/api/product-service/products/with-sayduck' },
  { method: 'GET', path: '/api/forms/contact' },
  { method: 'POST', path: '/api/downloads/asset-1' },
  { method: 'GET', path: '/api/%E0%A4%A' },
  { method: 'GET', path: '/api/%E0%A4%A/x' },
]

let site: BuiltSite

beforeAll(async () => {
  site = await startBuiltSite()
}, 60_000)

afterAll(() => site?.stop())

describe('every /api answer', () => {
  it('is JSON in the API shape for unknown paths, wrong methods and bad escapes, a burst at once', async () => {
    const all = [...requests, ...known]
    const answers = await Promise.all(
      all.map(async ({ method, path }) => ({
        method,
        path,
        ...(await httpRequest(site.url + path, { method })),
      })),
    )
    const wrong = answers.filter((answer) => {
      if (!String(answer.headers['content-type']).startsWith('application/json')) return true
      const body: unknown = JSON.parse(answer.text)
      return !(
        typeof body === 'object' &&
        body !== null &&
        'data' in body &&
        'success' in body &&
        body.success === false &&
        'message' in body &&
        typeof body.message === 'string' &&
        answer.status >= 400 &&
        answer.status < 500 &&
        (answer.status !== 405 || typeof answer.headers.allow === 'string')
      )
    })
    expect(
      wrong.map((answer) => `${answer.method} ${answer.path}: ${answer.status} ${answer.text.slice(0, 60)}`),
    ).toEqual([])
  })

  it('says which methods a known path takes', async () => {
    const answer = await httpRequest(`${site.url}/api/search?q=tavolo`, { method: 'POST' })
    expect(answer.status).toBe(405)
    expect(answer.headers.allow).toBe('GET, HEAD')
    expect(JSON.parse(answer.text)).toMatchObject({ success: false, message: 'Request not correct' })
    const login = await httpRequest(`${site.url}/api/auth/v1/login`)
    expect(login.status).toBe(405)
    expect(login.headers.allow).toBe('POST')
    const me = await httpRequest(`${site.url}/api/auth/v1/users/me`, { method: 'DELETE' })
    expect(me.status).toBe(405)
    expect(me.headers.allow).toBe('GET, HEAD')
  })

  it('names a bad percent escape as such, not as a bad body', async () => {
    const answer = await httpRequest(`${site.url}/api/downloads/%E0%A4%A`)
    expect(answer.status).toBe(400)
    expect(JSON.parse(answer.text)).toEqual({
      data: { problems: ['the path has a bad percent escape'] },
      success: false,
      message: 'Request not correct',
    })
  })
})
