import { expect } from 'vitest'
import { type FuzzAnswer, type FuzzRequest, type RunCounter, jsonOf, mediaTypeOf } from './http-fuzz'

/**
 * How many random inputs each endpoint gets in the fuzz suite (at least 10,000 over
 * every /api endpoint and the site's other machine-facing ones). One table, so the total is
 * read in one place; each `site/server/api/api-fuzz-*.server.test.ts` file runs its rows and checks afterwards
 * that it ran exactly these counts. Valid credentials are a minority of the inputs: each one
 * costs an argon2 hash (about 30 ms).
 */
export const fuzzRuns = {
  // api-fuzz-accounts.server.test.ts: /api/auth/v1 on SQLite
  'POST /api/auth/v1/login': 700,
  'POST /api/auth/v1/register': 700,
  'POST /api/auth/v1/reset-password': 600,
  'POST /api/auth/v1/check-reset-password': 600,
  // api-fuzz-sessions.server.test.ts: the endpoints behind a token, on SQLite
  'POST /api/auth/v1/logout': 500,
  'GET /api/auth/v1/users/me': 500,
  'POST /api/auth/v1/save-activity': 700,
  'POST /api/auth/v1/change-password': 600,
  'POST /api/auth/v1/change-password-reset': 600,
  'ANY /api/auth/<other path or method>': 400,
  // api-fuzz-postgres.server.test.ts: every /api/auth/v1 endpoint again on PostgreSQL
  'POST /api/auth/v1/* on PostgreSQL': 450,
  // api-fuzz-forms-downloads.server.test.ts
  'POST /api/forms/contact (JSON)': 700,
  'POST /api/forms/contact (urlencoded, no JS)': 500,
  'GET /api/downloads/:id': 700,
  'ANY /api/<other path or method>': 300,
  'ANY /api/auth and /api/downloads in maintenance (503)': 200,
  // api-fuzz-site.server.test.ts: the built site as it serves, outside createApi
  'GET /api/map/style.json': 150,
  'GET /api/map/{land,borders}.geojson': 100,
  'GET /api/search': 500,
  'GET /api/stores': 150,
  'GET /api/product-service/products/with-sayduck': 150,
  'GET /switch-locale': 500,
  'GET / (locale redirect) and old paths (301)': 200,
  'GET /healthz, /robots.txt, /sitemap.xml': 150,
  'ANY /cms/api (embedded CMS GraphQL)': 300,
  'GET /cms/assets/*': 100,
  'ANY other path (pages, 404s)': 100,
} as const satisfies Record<string, number>

export type FuzzEndpoint = keyof typeof fuzzRuns

export const totalFuzzRuns = Object.values(fuzzRuns).reduce((sum, runs) => sum + runs, 0)

/** `fast-check` settings for an endpoint: its runs from the table, no shrinking time limit. */
export function runsOf(endpoint: FuzzEndpoint): { numRuns: number } {
  return { numRuns: fuzzRuns[endpoint] }
}

/** What a request sent, for a failure message (bodies cut: a huge one would drown the report). */
export function describeRequest(request: FuzzRequest): string {
  const body =
    request.body === undefined ? '(none)' : JSON.stringify(request.body.subarray(0, 300).toString('latin1'))
  return `${request.method} ${request.path.slice(0, 300)} ${JSON.stringify(request.headers).slice(0, 600)} body ${body}`
}

/** Never a 5xx: only the documented 503 of the reserved area's maintenance, when `maintenance`. */
export function expectNo5xx(answer: FuzzAnswer, request: FuzzRequest, maintenance = false): void {
  if (maintenance && answer.status === 503) return
  expect(
    answer.status,
    `${describeRequest(request)}\nanswered ${answer.body.subarray(0, 300).toString()}`,
  ).toBeLessThan(500)
}

/**
 * The API's answer shape (spec §7.1): JSON `{ data, success, message }`, `success` true exactly on
 * a 2xx, and a 400 is 'Request not correct' saying what was wrong (`data.problems`), or one of
 * the endpoint's documented 400 messages for a well-formed request (`other400`). HTTP's own
 * answers carry no such body: HEAD, 304 Not Modified, and OPTIONS's list of methods (`Allow`).
 */
export function expectContractAnswer(
  answer: FuzzAnswer,
  request: FuzzRequest,
  other400: readonly string[] = [],
): void {
  if (request.method === 'HEAD' || answer.status === 304) return
  if (request.method === 'OPTIONS' && answer.status === 200 && answer.headers.allow !== undefined) return
  const context = `${describeRequest(request)}\nanswered ${answer.status} ${answer.body.subarray(0, 300).toString()}`
  expect(mediaTypeOf(answer), context).toBe('application/json')
  const json = jsonOf(answer)
  const shaped =
    typeof json === 'object' &&
    json !== null &&
    'data' in json &&
    'success' in json &&
    'message' in json &&
    typeof json.message === 'string'
      ? { data: json.data, success: json.success, message: json.message }
      : undefined
  expect(shaped, context).toBeDefined()
  if (!shaped) return
  expect(shaped.success, context).toBe(answer.status >= 200 && answer.status < 300)
  if (answer.status !== 400) return
  if (other400.includes(shaped.message)) return
  expect(shaped.message, context).toBe('Request not correct')
  const data = shaped.data
  const problems = typeof data === 'object' && data !== null && 'problems' in data ? data.problems : undefined
  expect(
    Array.isArray(problems) && problems.length > 0 && problems.every((line) => typeof line === 'string'),
    `${context}\na 400 must say what was wrong (data.problems)`,
  ).toBe(true)
}

/** Checks a file ran exactly its rows of the table and prints them. */
export function expectRunsOfTable(runs: RunCounter, endpoints: readonly FuzzEndpoint[]): void {
  const counts = runs.counts()
  const lines = endpoints.map(
    (endpoint) =>
      `${String(counts.get(endpoint) ?? 0).padStart(6)}  ${endpoint}  (${runs.statuses(endpoint)})`,
  )
  const total = endpoints.reduce((sum, endpoint) => sum + (counts.get(endpoint) ?? 0), 0)
  console.info(`fuzz inputs run:\n${lines.join('\n')}\n${String(total).padStart(6)}  in this file`)
  for (const endpoint of endpoints) expect(counts.get(endpoint) ?? 0, endpoint).toBe(fuzzRuns[endpoint])
}
