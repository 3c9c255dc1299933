import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib'
import http from 'node:http'
import fc from 'fast-check'

/**
 * Odd HTTP requests for property-based tests of the site's endpoints: arbitraries for
 * methods, paths, query strings, headers and bodies, and a raw sender. Requests go through
 * `node:http` rather than fetch, which refuses methods, header values and paths that a real
 * client (or an attacker) can still send.
 */

export type FuzzRequest = {
  method: string
  /** Path and query string, sent as they are (already percent-encoded or deliberately not). */
  path: string
  headers: Record<string, string>
  body?: Buffer | undefined
}

export type FuzzAnswer = {
  status: number
  headers: http.IncomingHttpHeaders
  body: Buffer
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 })

/** Sends `request` to `origin` (http://host:port) and reads the whole answer. */
export function sendRaw(origin: string, request: FuzzRequest): Promise<FuzzAnswer> {
  const url = new URL(origin)
  return new Promise((resolve, reject) => {
    const outgoing = http.request(
      {
        host: url.hostname,
        port: url.port,
        method: request.method,
        path: request.path,
        headers: {
          ...request.headers,
          ...(request.body !== undefined ? { 'content-length': String(request.body.length) } : {}),
        },
        agent,
      },
      (incoming) => {
        const chunks: Buffer[] = []
        incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
        incoming.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        )
        incoming.on('error', reject)
      },
    )
    outgoing.setTimeout(15_000, () =>
      outgoing.destroy(new Error(`no answer to ${request.method} ${request.path}`)),
    )
    outgoing.on('error', reject)
    outgoing.end(request.body)
  })
}

/** An answer's body as sent before its Content-Encoding (a large JSON answer comes compressed). */
function decodedBody(answer: FuzzAnswer): Buffer {
  const encoding = answer.headers['content-encoding']
  if (encoding === 'br') return brotliDecompressSync(answer.body)
  if (encoding === 'gzip') return gunzipSync(answer.body)
  if (encoding === 'deflate') return inflateSync(answer.body)
  return answer.body
}

/** The parsed JSON of an answer (compressed or not), or undefined when it is not JSON. */
export function jsonOf(answer: FuzzAnswer): unknown {
  try {
    const parsed: unknown = JSON.parse(decodedBody(answer).toString('utf8'))
    return parsed
  } catch {
    return undefined
  }
}

/** The media type of an answer, without parameters ('' when there is none). */
export function mediaTypeOf(answer: FuzzAnswer): string {
  return (answer.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

// Values -------------------------------------------------------------------------------------

/** Text that has broken parsers before: NUL, lone surrogates, RTL marks, injections, prototypes. */
export const oddText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 200 }),
  fc.string({ unit: 'grapheme', maxLength: 50 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '\udfff\ud800',
    '\u202e\u0645\u0631\u062d\u0628\u0627',
    '👩‍👩‍👧‍👦🏖️',
    '%00',
    '%E0%A4%A',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    "' OR 1=1 --",
    '{{7*7}}${7*7}',
    '__proto__',
    'constructor',
    'prototype',
    'null',
    'undefined',
    'NaN',
    '-0',
    '1e309',
    'fuzz@fast.test',
    'FUZZ@FAST.TEST ',
    'a@b',
    '123456',
    ' 123456 ',
    'Architect',
    'it',
    'en',
    '2026-01-01T00:00:00Z',
    '9999-99-99',
  ),
  fc.integer({ min: 1, max: 5_000 }).map((length) => 'x'.repeat(length)),
)

/** Any JSON value a client may send where a field is expected, of the right type or not. */
export const oddValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: oddText },
  fc.integer(),
  fc.double(),
  fc.constantFrom(0, -1, 2 ** 53, 1e308, -1e-308, 1999, 2026),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.integer(), oddText), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.oneof(fc.integer(), fc.string({ maxLength: 8 })), {
    maxKeys: 3,
  }),
  fc.jsonValue({ maxDepth: 3 }),
)

/**
 * An object of `keys`, each present or not with an odd value; plus, sometimes, extra keys
 * (prototype names among them). Serialised as JSON text so `__proto__` is a real key.
 */
export function shapedObject(
  keys: readonly string[],
  field: fc.Arbitrary<unknown> = oddValue,
): fc.Arbitrary<string> {
  const known = fc
    .subarray([...keys])
    .chain((present) => fc.tuple(...present.map((key) => field.map((value) => [key, value] as const))))
  const extra = fc.array(
    fc.tuple(fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('__proto__', 'constructor')), oddValue),
    { maxLength: 2 },
  )
  return fc.tuple(known, extra).map(([pairs, more]) => {
    const members = [...pairs, ...more].map(
      ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`,
    )
    return `{${members.join(',')}}`
  })
}

/** JSON nested `depth` levels deep: arrays, objects, or both. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 50, max: 6_000 }), fc.constantFrom('array', 'object', 'mixed'))
  .map(([depth, kind]) => {
    if (kind === 'array') return '['.repeat(depth) + ']'.repeat(depth)
    if (kind === 'object') return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth)
    return '{"a":['.repeat(depth) + ']}'.repeat(depth)
  })

/** Text around the `limit` in bytes: just under, at, and past it. */
export function hugeText(limit: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.integer({ min: Math.floor(limit * 0.9), max: limit + 2_048 }), fc.constantFrom('x', 'é', '😀'))
    .map(([bytes, unit]) => unit.repeat(Math.max(1, Math.floor(bytes / Buffer.byteLength(unit)))))
}

/** Byte sequences that are not UTF-8: lone continuation bytes, overlong forms, surrogates, truncation. */
export const invalidUtf8: fc.Arbitrary<Buffer> = fc.oneof(
  fc.constantFrom(
    Buffer.from([0xff]),
    Buffer.from([0xc3, 0x28]),
    Buffer.from([0xe0, 0x80, 0xaf]),
    Buffer.from([0xed, 0xa0, 0x80]),
    Buffer.from([0xf4, 0x90, 0x80, 0x80]),
    Buffer.from([0xe2, 0x82]),
    Buffer.from([0xfe, 0xfe, 0xff, 0xff]),
  ),
  fc.uint8Array({ minLength: 1, maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
)

// Bodies -------------------------------------------------------------------------------------

export type FuzzBody = { body: Buffer | undefined; contentType: string | undefined; contentEncoding?: string }

const jsonTypes = [
  'application/json',
  'application/json; charset=utf-8',
  'application/json; charset=UTF-8',
  'application/vnd.api+json',
] as const

/** Content types a client may send, meant or not. */
export const oddContentType: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...jsonTypes) },
  fc.constantFrom(
    undefined,
    '',
    'text/plain',
    'text/html; charset=utf-8',
    'application/x-www-form-urlencoded',
    'application/x-www-form-urlencoded; charset=iso-8859-1',
    'multipart/form-data; boundary=----fuzz',
    'application/json; charset=utf-16',
    'application/json; charset=latin1',
    'application/json; charset=bogus',
    'application/json;;;',
    'application/octet-stream',
    '*/*',
    'json',
    'application/',
  ),
  fc.string({ maxLength: 40 }).filter((value) => /^[\x20-\x7e]*$/.test(value)),
)

/**
 * Bodies for an endpoint that reads JSON objects of `keys` up to `limit` bytes: shaped objects
 * with wrong types, random JSON, deep nesting, huge text, invalid UTF-8, non-JSON, empty, and
 * a wrong or unsupported content encoding.
 */
export function oddBody(
  keys: readonly string[],
  limit: number,
  field?: fc.Arbitrary<unknown>,
): fc.Arbitrary<FuzzBody> {
  const text = (body: fc.Arbitrary<string>) => body.map((value) => Buffer.from(value, 'utf8'))
  const withType = (body: fc.Arbitrary<Buffer | undefined>, type = oddContentType) =>
    fc.record({ body, contentType: type })
  return fc.oneof(
    { weight: 8, arbitrary: withType(text(shapedObject(keys, field))) },
    {
      weight: 2,
      arbitrary: withType(
        text(fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'null')),
      ),
    },
    { weight: 1, arbitrary: withType(text(deepJson)) },
    {
      weight: 1,
      arbitrary: withType(
        text(
          fc
            .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['x'])), hugeText(limit))
            .map(([key, value]) => JSON.stringify({ [key]: value })),
        ),
      ),
    },
    {
      weight: 1,
      arbitrary: withType(
        fc
          .tuple(fc.constantFrom(...(keys.length > 0 ? keys : ['x'])), invalidUtf8)
          .map(([key, bytes]) => Buffer.concat([Buffer.from(`{"${key}":"`), bytes, Buffer.from('"}')])),
      ),
    },
    { weight: 1, arbitrary: withType(invalidUtf8) },
    { weight: 1, arbitrary: withType(text(fc.string({ unit: 'binary', maxLength: 200 }))) },
    { weight: 1, arbitrary: withType(fc.constantFrom(undefined, Buffer.alloc(0))) },
    {
      weight: 1,
      arbitrary: fc.record({
        body: text(shapedObject(keys, field)),
        contentType: fc.constant('application/json'),
        contentEncoding: fc.constantFrom(
          'gzip',
          'deflate',
          'br',
          'identity',
          'compress',
          'x-fuzz',
          'gzip, gzip',
        ),
      }),
    },
  )
}

// Headers, queries, paths ---------------------------------------------------------------------

/** Header values node:http will send (no CR, LF or NUL; latin1 only). */
const headerText = fc
  .string({ unit: 'binary', maxLength: 120 })
  .map((value) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, ''))

/** Extra headers that are odd but not about authorization. */
export const oddHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    accept: fc.constantFrom('*/*', 'application/json', 'text/html', 'image/webp', '', 'application/xml;q=0'),
    'accept-encoding': fc.constantFrom(
      'gzip',
      'br',
      'deflate',
      'identity;q=0',
      '*;q=0',
      'gzip;q=abc',
      'zstd',
      '',
    ),
    'accept-language': fc.oneof(
      fc.constantFrom('en-US,en;q=0.8', 'it', '*', 'xx-YY;q=2', ';;;', ''),
      headerText,
    ),
    cookie: fc.oneof(
      fc.constantFrom('fast_jwt=%E0%A4%A', 'fast_jwt=', 'fast_jwt', 'locale=en', 'locale=%ff', '=;=;'),
      headerText,
    ),
    'x-forwarded-for': fc.oneof(fc.ipV4(), fc.ipV6(), headerText),
    'if-none-match': fc.oneof(fc.constantFrom('*', '"x"', 'W/"x"'), headerText),
    range: fc.constantFrom('bytes=0-0', 'bytes=-1', 'bytes=9999999-', 'bytes=abc', 'lines=1-2'),
    referer: fc.oneof(
      fc.webUrl(),
      fc.constantFrom('http://127.0.0.1/it/contatti', '//evil.test', 'not a url'),
      headerText,
    ),
    'x-fuzz': headerText,
    'transfer-encoding-like': headerText,
  },
  { requiredKeys: [] },
)

/** What a request may say about who it is: nothing, garbage, or one of the `tokens` given. */
export function authorizationOf(tokens: readonly string[]): fc.Arbitrary<string | undefined> {
  return fc.oneof(
    fc.constant(undefined),
    headerText,
    fc.constantFrom('Jwt', 'Jwt ', 'Bearer x', 'jwt  a b', 'Basic Zm9vOmJhcg=='),
    fc.string({ maxLength: 300 }).map((garbage) => `Jwt ${garbage.replace(/[^\x21-\x7e]/g, 'a')}`),
    fc.constantFrom('Jwt eyJhbGciOiJub25lIn0.e30.', 'Jwt eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJ4In0.AAAA'),
    ...(tokens.length > 0 ? [fc.constantFrom(...tokens).map((token) => `Jwt ${token}`)] : []),
  )
}

/** A percent-encoded query string of odd keys and values, `?` included (or '' for none). */
export function oddQuery(keys: readonly string[] = []): fc.Arbitrary<string> {
  const key = fc.oneof(
    fc.constantFrom(...keys, 'a[]', 'a[b]', '__proto__', 'constructor', ''),
    fc.string({ maxLength: 12 }),
  )
  const value = fc.oneof(
    oddText.map((text) => text.slice(0, 300)),
    fc.constant(''),
  )
  const pair = fc.oneof(
    { weight: 5, arbitrary: fc.tuple(key, value).map(([k, v]) => `${encode(k)}=${encode(v)}`) },
    fc.constantFrom('%', '%E0%A4%A', '=', '&', 'q=%ff%fe', 'to=%2F%2Fevil.test', 'q', 'a=1=2'),
  )
  return fc.oneof(
    fc.constant(''),
    fc.array(pair, { minLength: 1, maxLength: 5 }).map((pairs) => `?${pairs.join('&')}`),
  )
}

/** A path segment: printable, encoded, broken encodings, dots, huge. */
export const oddSegment: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{1,70}$/),
  fc.string({ maxLength: 30 }).map(encode),
  fc.constantFrom('..', '.', '%2e%2e', '%2F', '%00', '%E0%A4%A', '%', '%zz', '~', '*', ';', ':id', '%C0%AE'),
  fc.integer({ min: 100, max: 4_000 }).map((length) => 'a'.repeat(length)),
)

/** Methods: the usual ones, and some a browser would never send. */
export const oddMethod: fc.Arbitrary<string> = fc.constantFrom(
  'GET',
  'POST',
  'PUT',
  'PATCH',
  'DELETE',
  'OPTIONS',
  'HEAD',
  'PROPFIND',
  'TRACE',
)

/** encodeURIComponent that never throws (lone surrogates become U+FFFD first). */
export function encode(value: string): string {
  return encodeURIComponent(
    value.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd'),
  )
}

// Counting -----------------------------------------------------------------------------------

export type RunCounter = {
  /** One more input run for `name`. */
  count(name: string): void
  /** The status `name` answered, for the spread of answers printed beside the counts. */
  answered(name: string, status: number): void
  counts(): Map<string, number>
  statuses(name: string): string
}

/** Inputs run per endpoint and the statuses they got, for the table printed by each file. */
export function createRunCounter(): RunCounter {
  const counts = new Map<string, number>()
  const statuses = new Map<string, Map<number, number>>()
  return {
    count: (name) => counts.set(name, (counts.get(name) ?? 0) + 1),
    answered(name, status) {
      const of = statuses.get(name) ?? new Map<number, number>()
      of.set(status, (of.get(status) ?? 0) + 1)
      statuses.set(name, of)
    },
    counts: () => counts,
    statuses: (name) =>
      [...(statuses.get(name) ?? new Map<number, number>())]
        .sort(([a], [b]) => a - b)
        .map(([status, times]) => `${status}×${times}`)
        .join(' '),
  }
}
