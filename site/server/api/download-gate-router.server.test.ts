import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createLocalCms, type LocalCms } from '#adapters/local-cms/local-cms.server'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

describe('the download gate', () => {
  let store: TestStore
  let cms: LocalCms
  let api: TestApi
  let external: TestApi
  let token: string

  beforeAll(async () => {
    store = await createTestStore('sqlite')
    cms = await createLocalCms({ varDir: store.varDir, token: 'cms-test-token' })
    api = await startTestApi(store, { privateFile: (id) => cms.privateFile(id) })
    external = await startTestApi(store, {
      assetUrl: (id) =>
        Promise.resolve(id === '181' ? 'https://cms.fast.test/private/listino.pdf' : undefined),
    })
    const registered = await fetch(`${api.url}/api/auth/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: 'dl@fast.test',
        password: 'tavolo-allungabile',
        firstName: 'Dora',
        lastName: 'Lupi',
        country: 'Italia',
        contactType: 'Designer',
      }),
    })
    token = registered.headers.get('jwt-access-token') ?? ''
  }, 120_000)
  afterAll(async () => {
    await api?.close()
    await external?.close()
    await store?.drop()
  })

  it('streams a private file to a logged-in user as an attachment and records the download', async () => {
    const response = await fetch(`${api.url}/api/downloads/181`, {
      headers: { authorization: `Jwt ${token}` },
    })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="?fast-listino-prezzi-2026\.pdf"?$/,
    )
    expect(response.headers.get('content-type')).toContain('application/pdf')
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-')
    const activity = await api.api.database.db
      .selectFrom('activities')
      .select('note')
      .where('type', '=', 'Download')
      .executeTakeFirst()
    expect(activity?.note).toContain('181')
  })

  it('takes the session from the HttpOnly cookie a browser got at login', async () => {
    const login = await fetch(`${api.url}/api/auth/v1/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ username: 'dl@fast.test', password: 'tavolo-allungabile' }),
    })
    const session = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .find((pair) => pair?.startsWith('fast_jwt='))
    expect(session).toBeDefined()
    const response = await fetch(`${api.url}/api/downloads/181`, {
      headers: { cookie: `theme=dark; ${session}` },
    })
    expect(response.status).toBe(200)
  })

  it('answers 401 JSON to anonymous visitors and 404 to unknown or public ids', async () => {
    const anonymous = await fetch(`${api.url}/api/downloads/181`)
    expect(anonymous.status).toBe(401)
    expect(await anonymous.json()).toMatchObject({ success: false, data: null })
    for (const id of ['999999', '100', '..%2F..%2Fetc%2Fpasswd']) {
      const response = await fetch(`${api.url}/api/downloads/${id}`, {
        headers: { authorization: `Jwt ${token}` },
      })
      expect(response.status, id).toBe(404)
    }
  })

  // Found by the fuzz suite (tools/testing/http-fuzz.ts): the JSON error went out as the PDF attachment.
  it('answers a range past the end of the file with a JSON 416, not as the file', async () => {
    const response = await fetch(`${api.url}/api/downloads/181`, {
      headers: { authorization: `Jwt ${token}`, range: 'bytes=99999999-' },
    })
    expect(response.status).toBe(416)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('content-disposition')).toBeNull()
    expect(await response.json()).toMatchObject({ success: false, message: 'Request not correct' })
  })

  it('redirects to the asset with an external CMS', async () => {
    const response = await fetch(`${external.url}/api/downloads/181`, {
      headers: { authorization: `Jwt ${token}` },
      redirect: 'manual',
    })
    expect(response.status).toBe(302)
    expect(response.headers.get('location')).toBe('https://cms.fast.test/private/listino.pdf')
  })
})
