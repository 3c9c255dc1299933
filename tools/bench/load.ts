/**
 * A load mix on the built site (`npm run build` first): `npm run bench:load`.
 *
 * For BENCH_LOAD_SECONDS (60) at once, against one server on loopback: anonymous visitors' cached
 * pages (both locales), a signed-in visitor's pages (session cookie, so every page is rendered
 * afresh), API calls (login, users/me, search, the map's GeoJSON), contact form posts, and
 * revalidations of cached pages (If-None-Match, answered 304). Prints req/s and p50/p95/p99 per
 * kind, every status per kind (a 429 of the form's per-IP limit is counted as what it is), errors,
 * and the server's memory (RSS and heap used) at start, at its peak, and once idle after the load,
 * both ends after a full GC (the server runs with --expose-gc and the memory probe, tools/bench/memory-probe.mjs). It says whether
 * heap used came back to within 20% of the start (no leak). Figures also go to
 * reports/bench/load.json.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import type autocannon from 'autocannon'
import { registration } from '#tools/testing/account-fixtures'
import { freePort } from '#tools/testing/free-port'
import { startServer, type RunningServer } from '#tools/testing/start-server'
import { type LoadFigures, runLoad } from './run-load'
import { memoryLine, memoryProbe, watchServerMemory } from './server-memory'
import { runBench } from './run-bench'
import { printTable } from './print-table'

const seconds = Number(process.env['BENCH_LOAD_SECONDS'] ?? 60)
/** Heap used after the load (after a GC) may be this much above the start and still count as back. */
const heapTolerance = 0.2
const reportFile = resolve('reports/bench/load.json')
// What a browser sends: pages and data travel compressed, as in production.
const browser = { 'accept-encoding': 'gzip, deflate, br', accept: 'text/html,application/json,*/*' }

type Kind = {
  name: string
  /** The statuses this kind should get; any other is reported as unexpected. */
  expected: readonly number[]
  connections: number
  /** Requests per second over all its connections (unset: as fast as answers come). */
  overallRate?: number
  requests: autocannon.Request[]
}

const scratch = mkdtempSync(join(tmpdir(), 'fast-load-'))
let server: RunningServer | undefined

async function main(): Promise<void> {
  if (!existsSync('build')) throw new Error('no build/ folder: run `npm run build` first.')
  const probe = memoryProbe(await freePort())
  server = await startServer({
    port: await freePort(),
    nodeFlags: probe.nodeFlags,
    // Every client is loopback: the signed-in pages would meet the per-address render budget, which
    // `npm run bench`'s mixed run measures; here renders are what is measured.
    env: {
      ...probe.env,
      VAR_DIR: mkdtempSync(join(scratch, 'var-')),
      CACHE_MISSES_PER_IP_PER_MINUTE: '1000000',
    },
  })
  const kinds = await mix(server.origin)
  // Every URL once before the start reading, so the caches it fills count as the start, not a leak.
  for (const kind of kinds) {
    for (const request of kind.requests) await send(server.origin, request)
  }

  console.log(
    `load mix for ${seconds} s: ${kinds.map((kind) => `${kind.name} x${kind.connections}`).join(', ')}`,
  )
  const origin = server.origin
  const { result, memory } = await watchServerMemory(probe.origin, () =>
    Promise.all(
      kinds.map((kind) =>
        runLoad({
          url: origin,
          connections: kind.connections,
          duration: seconds,
          requests: kind.requests,
          ...(kind.overallRate ? { overallRate: kind.overallRate } : {}),
        }),
      ),
    ),
  )

  const byKind = kinds.map((kind, index) => {
    const figures = result[index] as LoadFigures
    const unexpected = Object.entries(figures.statuses)
      .filter(([status]) => !kind.expected.includes(Number(status)))
      .reduce((sum, [, count]) => sum + count, 0)
    return { kind: kind.name, connections: kind.connections, ...figures, unexpected }
  })
  const total = byKind.reduce((sum, kind) => sum + kind.requests, 0)
  const heapBack = memory.after.heapUsedMb <= memory.start.heapUsedMb * (1 + heapTolerance)
  const report = {
    date: new Date().toISOString(),
    node: process.version,
    seconds,
    requestsPerSecond: total / seconds,
    kinds: byKind,
    memory,
    heapTolerance,
    heapCameBack: heapBack,
  }
  mkdirSync(dirname(reportFile), { recursive: true })
  writeFileSync(reportFile, `${JSON.stringify(report, null, 2)}\n`)

  printTable([
    ['kind', 'conn', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'statuses', 'unexpected', 'errors'],
    ...byKind.map((kind) => [
      kind.kind,
      String(kind.connections),
      kind.requestsPerSecond.toFixed(1),
      kind.latencyP50Ms.toFixed(1),
      kind.latencyP95Ms.toFixed(1),
      kind.latencyP99Ms.toFixed(1),
      Object.entries(kind.statuses)
        .map(([status, count]) => `${status}:${count}`)
        .join(' '),
      String(kind.unexpected),
      `${kind.errors} (${kind.timeouts} timeouts)`,
    ]),
  ])
  console.log(`\nall kinds: ${total} requests, ${report.requestsPerSecond.toFixed(1)} req/s`)
  console.log(`server memory: ${memoryLine(memory)}`)
  const growth = ((memory.after.heapUsedMb / memory.start.heapUsedMb - 1) * 100).toFixed(1)
  console.log(
    heapBack
      ? `memory came back: heap used after the load is ${growth}% from the start (within ${heapTolerance * 100}%).`
      : `memory did NOT come back: heap used after the load is ${growth}% above the start (over ${heapTolerance * 100}%): a leak?`,
  )
  const failed = byKind.filter((kind) => kind.unexpected > 0 || kind.errors > 0)
  for (const kind of failed)
    console.log(`${kind.kind}: ${kind.unexpected} unexpected answers, ${kind.errors} errors`)
  if (failed.length === 0) console.log('every answer was one its kind expects, and no request failed.')
  console.log(`\nwritten to ${reportFile}`)
  if (!heapBack || failed.length > 0) process.exitCode = 1
}

/** The kinds of traffic, with a registered account, its session and the pages' current ETags. */
async function mix(origin: string): Promise<Kind[]> {
  const itProducts = await fetchText(`${origin}/it/prodotti`)
  const enProducts = await fetchText(`${origin}/en/products`)
  const itDetail = /href="(\/it\/prodotti\/[a-z0-9-]+)"/.exec(itProducts.body)?.[1]
  const enDetail = /href="(\/en\/products\/[a-z0-9-]+)"/.exec(enProducts.body)?.[1]
  if (!itDetail || !enDetail) throw new Error('the catalogue links to no product detail')
  const anonymousPages = [
    '/it',
    '/en',
    '/it/prodotti',
    '/en/products',
    itDetail,
    enDetail,
    '/it/rivenditori',
    '/en/stores',
  ]

  const email = `bench-${Date.now()}@fast.test`
  const password = 'pergola-di-alluminio'
  const registered = await fetch(`${origin}/api/auth/v1/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(registration(email, password)),
  })
  await registered.arrayBuffer()
  const token = registered.headers.get('jwt-access-token')
  if (registered.status !== 201 || !token) throw new Error(`registration answered ${registered.status}`)
  // A browser's session: the HttpOnly cookie the site sets at a browser's login (docs/security.md).
  const browserLogin = await fetch(`${origin}/api/auth/v1/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
    body: JSON.stringify({ username: email, password }),
  })
  await browserLogin.arrayBuffer()
  const sessionCookies = browserLogin.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ')

  const revalidations: autocannon.Request[] = []
  for (const path of anonymousPages) {
    const answer = await fetchText(`${origin}${path}`)
    const etag = answer.headers.get('etag')
    if (!etag) throw new Error(`${path} has no ETag`)
    revalidations.push({ method: 'GET', path, headers: { ...browser, 'if-none-match': etag } })
  }

  const json = { ...browser, 'content-type': 'application/json' }
  return [
    {
      name: 'anonymous pages (cached)',
      expected: [200],
      connections: 4,
      requests: anonymousPages.map((path) => ({ method: 'GET', path, headers: browser })),
    },
    { name: 'revalidations (304)', expected: [304], connections: 1, requests: revalidations },
    {
      name: 'signed-in pages (rendered)',
      expected: [200],
      connections: 2,
      requests: ['/it', '/en/products', enDetail, '/it/rivenditori', '/en/account'].map((path) => ({
        method: 'GET',
        path,
        headers: { ...browser, cookie: sessionCookies },
      })),
    },
    {
      name: 'API (login, me, search, map)',
      expected: [200],
      connections: 2,
      requests: [
        {
          method: 'POST',
          path: '/api/auth/v1/login',
          headers: json,
          body: JSON.stringify({ username: email, password }),
        },
        {
          method: 'GET',
          path: '/api/auth/v1/users/me',
          headers: { ...browser, authorization: `Jwt ${token}` },
        },
        { method: 'GET', path: '/api/search?q=lounger&locale=en', headers: browser },
        { method: 'GET', path: '/api/search?q=lettino&locale=it', headers: browser },
        { method: 'GET', path: '/api/map/style.json', headers: browser },
        { method: 'GET', path: '/api/map/borders.geojson', headers: browser },
        { method: 'GET', path: '/api/map/land.geojson', headers: browser },
      ],
    },
    {
      // The form's limit is per IP and every bench connection comes from 127.0.0.1: past the
      // limit the answer is 429, counted as such. One post a second is already far more than
      // a real site gets.
      name: 'contact form posts',
      // 201 until the form's per-IP limit, then its intended 429 (spec: one visitor cannot flood it).
      expected: [201, 429],
      connections: 1,
      overallRate: 1,
      requests: [
        { method: 'POST', path: '/api/forms/contact', headers: json, body: JSON.stringify(contactForm) },
      ],
    },
  ]
}

const contactForm = {
  firstName: 'Giulia',
  lastName: 'Bianchi',
  birthYear: 1979,
  businessName: 'Hotel Lago Blu',
  country: 'IT',
  city: 'Riva del Garda',
  zipcode: '38066',
  province: 'Trento',
  address: 'Via del Lago 3',
  phone: '+39 0464 555000',
  email: 'giulia@fast.test',
  contactType: 'Hotel-Company',
  message: 'Twenty loungers and two outdoor kitchens for the pool terrace: a quote, please.',
  privacy: true,
  newsletter: false,
  locale: 'it',
  formType: 'contact',
}

async function send(origin: string, request: autocannon.Request): Promise<void> {
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).flatMap(([name, value]) =>
      typeof value === 'string' ? [[name, value]] : [],
    ),
  )
  const answer = await fetch(`${origin}${request.path ?? '/'}`, {
    method: request.method ?? 'GET',
    headers,
    ...(request.body ? { body: request.body.toString() } : {}),
    signal: AbortSignal.timeout(30_000),
  })
  await answer.arrayBuffer()
}

async function fetchText(url: string): Promise<{ body: string; headers: Headers }> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return { body, headers: response.headers }
}

async function cleanUp(): Promise<void> {
  await server?.stop()
  rmSync(scratch, { recursive: true, force: true })
}

await runBench(main, cleanUp)
