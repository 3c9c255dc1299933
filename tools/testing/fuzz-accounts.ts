import fc from 'fast-check'
import {
  type FuzzBody,
  type RunCounter,
  authorizationOf,
  jsonOf,
  oddBody,
  oddHeaders,
  oddQuery,
  oddValue,
  sendRaw,
} from './http-fuzz'
import { expectContractAnswer, expectNo5xx } from './fuzz-plan'
import type { TestApi } from '#tools/testing/start-test-api'

/**
 * The Account API's endpoints as the fuzz suite sees them (tools/testing/http-fuzz.ts), the accounts and tokens
 * the inputs use, and the property every endpoint must hold. Shared by the SQLite and
 * PostgreSQL fuzz files.
 */

export type TokenKind = 'session' | 'reset' | 'revoked' | 'nobody'

export type AuthEndpoint = {
  path: string
  method: 'GET' | 'POST'
  /** Good values per field: nearly valid bodies start from these and break one thing. */
  good: Record<string, fc.Arbitrary<unknown>>
  /** Documented 400 messages for a well-formed request (decision 005). */
  other400: readonly string[]
  /** Whose tokens the endpoint is tried with (each run issues a fresh one). */
  user: keyof Accounts
  /** How often a nearly valid body is valid as it stands (argon2 is behind most valid bodies). */
  validWeight: number
  /** Odd bodies for each nearly valid one: higher where a well-formed body costs an argon2 hash. */
  oddPerNearlyValid: number
}

export const password = 'doccia-da-esterno'
export const accountEmails = {
  main: 'fuzz@fast.test',
  change: 'fuzz-change@fast.test',
  reset: 'fuzz-reset@fast.test',
} as const

export type Accounts = Record<keyof typeof accountEmails, string>

const email = fc.oneof(
  fc.constantFrom(...Object.values(accountEmails), 'nobody@fast.test', ' FUZZ@FAST.TEST '),
  fc.stringMatching(/^[a-z0-9.]{1,12}$/).map((local) => `${local}@fuzz.fast.test`),
)

const registration = {
  email,
  password: fc.constantFrom(password, 'lettino-in-alluminio', 'Sauna finlandese 2026'),
  firstName: fc.constantFrom('Anna', 'Luca', 'Ōsaka'),
  lastName: fc.constantFrom('Rossi', 'Bianchi'),
  country: fc.constantFrom('Italia', 'IT', 'Deutschland'),
  contactType: fc.constantFrom('Architect', 'Dealer', 'Private', 'Other'),
  phone: fc.constantFrom('+39 0444 123456', null),
  birthYear: fc.constantFrom(1980, 2001),
  newsletter: fc.boolean(),
  privacy: fc.constant(true),
  locale: fc.constantFrom('it', 'en'),
}

export const authEndpoints = {
  login: {
    path: '/login',
    method: 'POST',
    good: { username: email, password: fc.constantFrom(password, 'wrong-password') },
    other400: [],
    user: 'main',
    validWeight: 1,
    oddPerNearlyValid: 8,
  },
  register: {
    path: '/register',
    method: 'POST',
    good: registration,
    other400: [],
    user: 'main',
    validWeight: 1,
    oddPerNearlyValid: 6,
  },
  'reset-password': {
    path: '/reset-password',
    method: 'POST',
    good: { email },
    other400: [],
    user: 'main',
    validWeight: 2,
    oddPerNearlyValid: 3,
  },
  'check-reset-password': {
    path: '/check-reset-password',
    method: 'POST',
    good: { code: fc.stringMatching(/^\d{6}$/), email },
    other400: ['CODE_NOT_VALID'],
    user: 'main',
    validWeight: 2,
    oddPerNearlyValid: 3,
  },
  logout: {
    path: '/logout',
    method: 'POST',
    good: {},
    other400: [],
    user: 'main',
    validWeight: 1,
    oddPerNearlyValid: 3,
  },
  'users/me': {
    path: '/users/me',
    method: 'GET',
    good: {},
    other400: [],
    user: 'main',
    validWeight: 1,
    oddPerNearlyValid: 3,
  },
  'save-activity': {
    path: '/save-activity',
    method: 'POST',
    good: {
      type: fc.constantFrom('Log In', 'Download', 'Catalogue viewed'),
      note: fc.string({ maxLength: 40 }),
      date: fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
      email: fc.constantFrom(accountEmails.main, 'other@fast.test'),
    },
    other400: [],
    user: 'main',
    validWeight: 2,
    oddPerNearlyValid: 3,
  },
  'change-password': {
    path: '/change-password',
    method: 'POST',
    // The new password is the old one: a successful change keeps the account usable.
    good: {
      password: fc.constant(password),
      oldPassword: fc.constantFrom(password, 'not-the-password'),
      email: fc.constantFrom(accountEmails.change, 'other@fast.test'),
    },
    other400: ['Incorrect password'],
    user: 'change',
    validWeight: 1,
    oddPerNearlyValid: 4,
  },
  'change-password-reset': {
    path: '/change-password-reset',
    method: 'POST',
    good: {
      password: fc.constantFrom(password, 'ombrellone-da-giardino'),
      email: fc.constantFrom(accountEmails.reset, 'other@fast.test'),
    },
    other400: ['Code or email not valid'],
    user: 'reset',
    validWeight: 1,
    oddPerNearlyValid: 4,
  },
} as const satisfies Record<string, AuthEndpoint>

export type AuthEndpointName = keyof typeof authEndpoints

/**
 * A body that is valid, or valid but for one thing: a field missing, of another type or value,
 * an extra (prototype) key, or the object wrapped in an array.
 */
export function nearlyValidBody(
  good: Record<string, fc.Arbitrary<unknown>>,
  validWeight: number,
): fc.Arbitrary<string> {
  const keys = Object.keys(good)
  return fc.record(good).chain((valid) =>
    fc
      .oneof(
        { weight: validWeight, arbitrary: fc.constant(valid) },
        {
          weight: 2,
          arbitrary: fc.constantFrom(...(keys.length > 0 ? keys : ['x'])).map((key) => {
            const copy: Record<string, unknown> = { ...valid }
            delete copy[key]
            return copy
          }),
        },
        {
          weight: 4,
          arbitrary: fc
            .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['x'])), oddValue)
            .map(([key, value]): unknown => ({ ...valid, [key]: value })),
        },
        { weight: 1, arbitrary: fc.constant([valid]) },
      )
      .map((body) => JSON.stringify(body) ?? 'null')
      .chain((json) =>
        fc.constantFrom(
          json,
          json.replace(/^\{/, '{"__proto__":{"isAdmin":true},'),
          json.replace(/^\{/, '{"constructor":{"prototype":{"x":1}},'),
        ),
      )
      .map((json) => json.replace(',}', '}')),
  )
}

/** Bodies for an endpoint: mostly odd (wrong types, deep, huge, not UTF-8), some nearly valid. */
export function authBody(endpoint: AuthEndpoint): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: endpoint.oddPerNearlyValid, arbitrary: oddBody(Object.keys(endpoint.good), 16 * 1024) },
    {
      weight: 1,
      arbitrary: nearlyValidBody(endpoint.good, endpoint.validWeight).map((json): FuzzBody => ({
        body: Buffer.from(json),
        contentType: 'application/json',
      })),
    },
  )
}

/** Registers the fuzz accounts over HTTP; their ids by name. */
export async function registerAccounts(api: TestApi): Promise<Accounts> {
  const ids: Partial<Accounts> = {}
  for (const [name, address] of Object.entries(accountEmails)) {
    const response = await fetch(`${api.url}/api/auth/v1/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: address,
        password,
        firstName: 'Fuzz',
        lastName: 'Test',
        country: 'Italia',
        contactType: 'Other',
      }),
    })
    const answer = jsonOf({
      status: response.status,
      headers: {},
      body: Buffer.from(await response.arrayBuffer()),
    })
    const id =
      typeof answer === 'object' &&
      answer !== null &&
      'data' in answer &&
      typeof answer.data === 'object' &&
      answer.data !== null &&
      'id' in answer.data &&
      typeof answer.data.id === 'string'
        ? answer.data.id
        : undefined
    if (id === undefined)
      throw new Error(`the fuzz account ${address} could not be registered: ${response.status}`)
    if (name === 'main' || name === 'change' || name === 'reset') ids[name] = id
  }
  const { main, change, reset } = ids
  if (main === undefined || change === undefined || reset === undefined)
    throw new Error('an account is missing')
  return { main, change, reset }
}

/** A token of `kind` for `userId`, issued now (a revoked one is logged out first). */
export async function tokenOf(api: TestApi, kind: TokenKind, userId: string): Promise<string> {
  const { tokens, store } = api.api.deps
  if (kind === 'nobody') return (await tokens.issue('no-such-user', 'session', 0)).token
  // The user's current session version: a fuzzed password change moves it on.
  const version = (await store.findUserById(userId))?.sessionVersion ?? 0
  if (kind === 'reset') return (await tokens.issue(userId, 'reset', version)).token
  const { token, claims } = await tokens.issue(userId, 'session', version)
  if (kind === 'revoked') await api.api.deps.store.revokeToken(claims.jti, new Date(claims.exp * 1000))
  return token
}

/** The token kinds each run picks from; the endpoint's own kind most often. */
function tokenKindFor(endpoint: AuthEndpoint): fc.Arbitrary<TokenKind | 'header'> {
  const own: TokenKind = endpoint.path === '/change-password-reset' ? 'reset' : 'session'
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(own) },
    { weight: 2, arbitrary: fc.constant('header' as const) },
    { weight: 1, arbitrary: fc.constantFrom<TokenKind>('session', 'reset', 'revoked', 'nobody') },
  )
}

/**
 * The property of one Account API endpoint: whatever the body, headers, query and token, no
 * 5xx, and a JSON answer of the contract shape whose 400s say what was wrong.
 */
export function authProperty(
  api: TestApi,
  accounts: Accounts,
  endpoint: AuthEndpoint,
  runs: RunCounter,
  name: string,
): fc.IAsyncProperty<[FuzzBody, Record<string, string>, string, TokenKind | 'header', string | undefined]> {
  return fc.asyncProperty(
    authBody(endpoint),
    oddHeaders,
    oddQuery(Object.keys(endpoint.good)),
    tokenKindFor(endpoint),
    authorizationOf([]),
    async (body, extra, query, kind, authorization) => {
      runs.count(name)
      const headers: Record<string, string> = { ...extra }
      if (body.contentType !== undefined) headers['content-type'] = body.contentType
      if (body.contentEncoding !== undefined) headers['content-encoding'] = body.contentEncoding
      if (kind === 'header') {
        if (authorization !== undefined) headers.authorization = authorization
      } else {
        headers.authorization = `Jwt ${await tokenOf(api, kind, accounts[endpoint.user])}`
      }
      const request = {
        method: endpoint.method,
        path: `/api/auth/v1${endpoint.path}${query}`,
        headers,
        body: endpoint.method === 'POST' ? body.body : undefined,
      }
      const answer = await sendRaw(api.url, request)
      runs.answered(name, answer.status)
      expectNo5xx(answer, request)
      expectContractAnswer(answer, request, endpoint.other400)
    },
  )
}
