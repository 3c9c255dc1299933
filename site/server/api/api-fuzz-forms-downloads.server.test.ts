import { writeFile } from 'node:fs/promises'
import path from 'node:path'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactFormFields } from '#schema/contact-form'
import { type Accounts, nearlyValidBody, registerAccounts, tokenOf } from '#tools/testing/fuzz-accounts'
import {
  type FuzzEndpoint,
  describeRequest,
  expectContractAnswer,
  expectNo5xx,
  expectRunsOfTable,
  runsOf,
} from '#tools/testing/fuzz-plan'
import {
  type FuzzAnswer,
  type FuzzBody,
  type FuzzRequest,
  authorizationOf,
  createRunCounter,
  encode,
  invalidUtf8,
  mediaTypeOf,
  oddBody,
  oddContentType,
  oddHeaders,
  oddMethod,
  oddQuery,
  oddSegment,
  oddText,
  sendRaw,
} from '#tools/testing/http-fuzz'
import { type TestApi, type TestStore, createTestStore, startTestApi } from '#tools/testing/start-test-api'

// The fuzz suite: the contact forms (JSON and the no-JS form post), the download gate, the rest of
// /api, and the reserved area in maintenance, under random input on SQLite. Run counts:
// tools/testing/fuzz-plan.ts.
const row = {
  json: 'POST /api/forms/contact (JSON)',
  plain: 'POST /api/forms/contact (urlencoded, no JS)',
  downloads: 'GET /api/downloads/:id',
  other: 'ANY /api/<other path or method>',
  maintenance: 'ANY /api/auth and /api/downloads in maintenance (503)',
} as const satisfies Record<string, FuzzEndpoint>

const runs = createRunCounter()
let store: TestStore
let api: TestApi
let external: TestApi
let maintenance: TestApi
let accounts: Accounts

const privateId = 'listino-2026'
const externalId = '181'

beforeAll(async () => {
  store = await createTestStore('sqlite')
  const file = path.join(store.varDir, 'listino.pdf')
  await writeFile(file, '%PDF-1.4 listino prezzi 2026')
  const forms = { formsRateLimit: { points: 1_000_000, seconds: 60 }, mailCompanyTo: 'requests@fast.test' }
  api = await startTestApi(store, {
    ...forms,
    privateFile: (id) =>
      id === privateId
        ? { path: file, filename: 'Listino 2026.pdf', mimeType: 'application/pdf' }
        : undefined,
  })
  // An external CMS: the gate redirects to the asset instead of streaming it.
  external = await startTestApi(store, {
    assetUrl: (id) =>
      Promise.resolve(id === externalId ? 'https://cms.fast.test/private/listino.pdf' : undefined),
  })
  maintenance = await startTestApi(store, { maintenance: true })
  accounts = await registerAccounts(api)
})

afterAll(async () => {
  await api?.close()
  await external?.close()
  await maintenance?.close()
  await store?.drop()
  expectRunsOfTable(runs, Object.values(row))
})

async function send(name: FuzzEndpoint, origin: string, request: FuzzRequest): Promise<FuzzAnswer> {
  runs.count(name)
  const answer = await sendRaw(origin, request)
  runs.answered(name, answer.status)
  return answer
}

function headersOf(extra: Record<string, string>, body: FuzzBody): Record<string, string> {
  const headers: Record<string, string> = { ...extra }
  if (body.contentType !== undefined) headers['content-type'] = body.contentType
  if (body.contentEncoding !== undefined) headers['content-encoding'] = body.contentEncoding
  return headers
}

/** A redirect of a no-JS post goes back to a path of this site, never to another origin. */
function expectLocalRedirect(answer: FuzzAnswer, request: FuzzRequest): void {
  const location = answer.headers.location ?? ''
  const context = `${describeRequest(request)}\nredirected to ${location}`
  expect(location.startsWith('/') && !location.startsWith('//') && !location.includes('\\'), context).toBe(
    true,
  )
  expect(new URL(location, 'http://site.invalid').origin, context).toBe('http://site.invalid')
}

const contactKeys = [...contactFormFields, 'locale', 'formType', 'formId', 'website', 'returnTo']

const validContact = {
  firstName: fc.constantFrom('Anna', 'Ōtani', 'Jean-Luc'),
  lastName: fc.constantFrom('Rossi', 'Müller'),
  email: fc.constantFrom('anna@fast.test', 'lead@fuzz.fast.test'),
  country: fc.constantFrom('IT', 'DE', 'US'),
  contactType: fc.constantFrom('Architect', 'Private', 'Dealer'),
  message: fc.string({ minLength: 1, maxLength: 200 }),
  privacy: fc.constant(true),
  province: fc.constantFrom('Vicenza', 'VI', null),
  phone: fc.constantFrom('+39 0424 123456', ''),
  birthYear: fc.constantFrom(1984, '1984'),
  newsletter: fc.boolean(),
  locale: fc.constantFrom('it', 'en'),
  formType: fc.constantFrom('contact', 'dealer', 'nope'),
}

/** An urlencoded body as a no-JS form posts it, or broken: odd values, bad escapes, too many fields. */
const urlencodedBody: fc.Arbitrary<Buffer> = fc.oneof(
  fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...contactKeys), fc.string({ maxLength: 10 })), oddText), {
      maxLength: 20,
    })
    .map((pairs) => Buffer.from(pairs.map(([key, value]) => `${encode(key)}=${encode(value)}`).join('&'))),
  fc
    .record({
      firstName: fc.constantFrom('Anna', ''),
      lastName: fc.constant('Rossi'),
      email: fc.constantFrom('anna@fast.test', 'not-an-email'),
      country: fc.constantFrom('IT', 'XX'),
      contactType: fc.constant('Architect'),
      message: fc.constantFrom('Un preventivo per dodici lettini.', ''),
      privacy: fc.constantFrom('on', 'off', ''),
      returnTo: fc.constantFrom(
        '/it/contatti',
        '//evil.test',
        'https://evil.test/',
        '/\\evil.test',
        '/%2F%2Fevil',
        '',
      ),
      formId: fc.oneof(fc.constantFrom('42', 'x'.repeat(200)), oddText),
      website: fc.constantFrom('', '', '', 'http://spam.test'),
    })
    .map((fields) => Buffer.from(new URLSearchParams(fields).toString())),
  fc.constantFrom(
    Buffer.from('%'),
    Buffer.from('firstName=%E0%A4%A&email=%ff'),
    Buffer.from('a=1&'.repeat(60)),
    Buffer.from('privacy=on&privacy=on&email=a@b.c&email=d@e.f'),
    Buffer.from('=&=&&&'),
  ),
  invalidUtf8,
  fc.integer({ min: 30_000, max: 34_000 }).map((length) => Buffer.from(`message=${'m'.repeat(length)}`)),
)

describe('the rest of the API under random input (SQLite)', () => {
  it('answers contact form JSON without a 5xx, in the answer shape', async () => {
    const body = fc.oneof(
      { weight: 3, arbitrary: oddBody(contactKeys, 32 * 1024) },
      {
        weight: 1,
        arbitrary: nearlyValidBody(validContact, 2).map((json): FuzzBody => ({
          body: Buffer.from(json),
          contentType: 'application/json',
        })),
      },
    )
    await fc.assert(
      fc.asyncProperty(body, oddHeaders, oddQuery(), async (fuzzBody, extra, query) => {
        const request = {
          method: 'POST',
          path: `/api/forms/contact${query}`,
          headers: headersOf(extra, fuzzBody),
          body: fuzzBody.body,
        }
        const answer = await send(row.json, api.url, request)
        expectNo5xx(answer, request)
        const plain = (fuzzBody.contentType ?? '')
          .toLowerCase()
          .startsWith('application/x-www-form-urlencoded')
        if (plain && answer.status === 303) expectLocalRedirect(answer, request)
        else if (plain && mediaTypeOf(answer) === 'text/html')
          expect(answer.status).toBeGreaterThanOrEqual(400)
        else expectContractAnswer(answer, request)
      }),
      runsOf(row.json),
    )
  }, 60_000)

  it('answers a no-JS contact form post with a way back to this site or a page, never a 5xx', async () => {
    const type = fc.oneof(
      { weight: 5, arbitrary: fc.constant('application/x-www-form-urlencoded') },
      oddContentType,
    )
    await fc.assert(
      fc.asyncProperty(urlencodedBody, type, oddHeaders, async (body, contentType, extra) => {
        const headers: Record<string, string> = { ...extra }
        if (contentType !== undefined) headers['content-type'] = contentType
        const request = { method: 'POST', path: '/api/forms/contact', headers, body }
        const answer = await send(row.plain, api.url, request)
        expectNo5xx(answer, request)
        if (answer.status === 303) expectLocalRedirect(answer, request)
        else if (mediaTypeOf(answer) === 'text/html') {
          expect(answer.status, describeRequest(request)).toBeGreaterThanOrEqual(400)
          expect(answer.body.toString(), describeRequest(request)).toContain('<form')
        } else expectContractAnswer(answer, request)
      }),
      runsOf(row.plain),
    )
  }, 60_000)

  it('answers the download gate with a file, a redirect or the answer shape, never a 5xx', async () => {
    const id = fc.oneof(fc.constantFrom(privateId, externalId, ''), oddSegment)
    const token = fc.constantFrom('session', 'revoked', 'nobody', 'none' as const)
    const where = fc.constantFrom('header', 'cookie', 'both' as const)
    await fc.assert(
      fc.asyncProperty(
        id,
        oddQuery(),
        oddHeaders,
        token,
        where,
        authorizationOf([]),
        fc.boolean(),
        async (segment, query, extra, kind, place, authorization, viaExternal) => {
          const headers: Record<string, string> = { ...extra }
          const jwt = kind === 'none' ? undefined : await tokenOf(api, kind, accounts.main)
          if (jwt !== undefined && place !== 'header') headers.cookie = `fast_jwt=${encodeURIComponent(jwt)}`
          if (jwt !== undefined && place !== 'cookie') headers.authorization = `Jwt ${jwt}`
          if (jwt === undefined && authorization !== undefined) headers.authorization = authorization
          const request = { method: 'GET', path: `/api/downloads/${segment}${query}`, headers }
          const answer = await send(row.downloads, viaExternal ? external.url : api.url, request)
          expectNo5xx(answer, request)
          // The file, whole or the range asked for.
          if ((answer.status === 200 || answer.status === 206) && !viaExternal)
            expect(answer.headers['content-disposition'], describeRequest(request)).toMatch(/^attachment/)
          else if (answer.status === 302)
            expect(answer.headers.location).toBe('https://cms.fast.test/private/listino.pdf')
          // A browser's navigation without a session goes to the login page and back (decision 039).
          else if (answer.status === 303) expectLocalRedirect(answer, request)
          else expectContractAnswer(answer, request)
        },
      ),
      runsOf(row.downloads),
    )
  }, 60_000)

  it('answers other paths and methods under /api/downloads and /api/forms in the answer shape, never a 5xx', async () => {
    const route = fc
      .tuple(
        fc.constantFrom('downloads', 'forms', 'forms/contact', 'downloads/listino-2026'),
        fc.array(oddSegment, { maxLength: 3 }),
      )
      .map(([base, segments]) => `/api/${[base, ...segments].join('/')}`)
    await fc.assert(
      fc.asyncProperty(
        oddMethod,
        route,
        oddQuery(),
        oddHeaders,
        oddBody(contactKeys, 32 * 1024),
        async (method, pathname, query, extra, body) => {
          const request = {
            method,
            path: `${pathname}${query}`,
            headers: headersOf(extra, body),
            body: body.body,
          }
          const answer = await send(row.other, api.url, request)
          expectNo5xx(answer, request)
          const plain = (body.contentType ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')
          if (answer.status === 200 && method === 'GET') return // a file of the gate, or a page
          if (answer.status === 303 || (plain && mediaTypeOf(answer) === 'text/html')) return // a no-JS post's answer
          expectContractAnswer(answer, request)
        },
      ),
      runsOf(row.other),
    )
  }, 60_000)

  it('answers the reserved area in maintenance with the documented 503, nothing else', async () => {
    const route = fc
      .tuple(
        fc.constantFrom('auth/v1/login', 'auth/v1/users/me', 'auth', 'downloads/listino-2026', 'downloads'),
        fc.array(oddSegment, { maxLength: 2 }),
      )
      .map(([base, segments]) => `/api/${[base, ...segments].join('/')}`)
    await fc.assert(
      fc.asyncProperty(
        oddMethod,
        route,
        oddHeaders,
        oddBody(['email', 'password'], 16 * 1024),
        async (method, pathname, extra, body) => {
          const request = { method, path: pathname, headers: headersOf(extra, body), body: body.body }
          const answer = await send(row.maintenance, maintenance.url, request)
          const context = describeRequest(request)
          expect(answer.status, context).toBe(503)
          expect(answer.headers['retry-after'], context).toBe('600')
          expectNo5xx(answer, request, true)
          if (method !== 'HEAD')
            expect(answer.body.toString(), context).toContain('RESERVED_AREA_MAINTENANCE')
        },
      ),
      runsOf(row.maintenance),
    )
  }, 60_000)
})
