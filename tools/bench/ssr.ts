/**
 * Server-rendering benchmark of the built site (`npm run build` first): `npm run bench`.
 *
 * (a) req/s of `/it` rendered by SSR from the CMS response cache, (b) req/s of the same HTML
 * served as a static file by the same server (`/__bench/static`, mounted when BENCH_STATIC_FILE is
 * set), their ratio, and (c) the p95 latency of a full render with the CMS cache off
 * (BENCH_NO_CACHE=1), over sequential requests. Loopback only; children are stopped at the end.
 * Figures go to stdout and to reports/bench/ssr.json.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import autocannon from 'autocannon'
import { freePort } from '../testing/free-port'
import { startServer, type RunningServer } from '#tools/testing/start-server'

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10)
const uncachedSamples = Number(process.env['BENCH_SAMPLES'] ?? 200)
const uncachedBudgetMs = 120_000
const connections = 10
const reportFile = resolve('reports/bench/ssr.json')

interface Throughput {
  requestsPerSecond: number
  latencyP50Ms: number
  latencyP97_5Ms: number
  non2xx: number
  errors: number
}

const running = new Set<RunningServer>()
const scratch = mkdtempSync(join(tmpdir(), 'fast-bench-'))

async function main(): Promise<void> {
  if (!existsSync('build')) throw new Error('no build/ folder: run `npm run build` first.')

  const cached = await cachedRun()
  const uncached = await uncachedRun()

  const figures = {
    date: new Date().toISOString(),
    node: process.version,
    seconds,
    connections,
    htmlBytes: Buffer.byteLength(cached.html),
    ssr: cached.ssr,
    static: cached.static,
    ratio: cached.ssr.requestsPerSecond / cached.static.requestsPerSecond,
    uncached,
  }
  mkdirSync(dirname(reportFile), { recursive: true })
  writeFileSync(reportFile, `${JSON.stringify(figures, null, 2)}\n`)

  const rows: [string, string, string, string][] = [
    ['', 'req/s', 'p50 ms', 'p97.5 ms'],
    ['(a) /it SSR, CMS cache', ...row(cached.ssr)],
    ['(b) same HTML, static', ...row(cached.static)],
    ['ratio a/b', figures.ratio.toFixed(3), '', ''],
    [
      '(c) /it uncached',
      `p95 ${uncached.p95Ms.toFixed(1)} ms`,
      uncached.p50Ms.toFixed(1),
      `n=${uncached.samples}`,
    ],
  ]
  const widths = [0, 1, 2, 3].map((column) => Math.max(...rows.map((cells) => cells[column]?.length ?? 0)))
  for (const cells of rows) {
    const padded = cells.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    console.log(padded.join('  '))
  }
  console.log(`\nwritten to ${reportFile}`)
}

/** (a) and (b) on one server, so both go through the same process and middleware. */
async function cachedRun(): Promise<{ html: string; ssr: Throughput; static: Throughput }> {
  const port = await freePort()
  const staticFile = join(scratch, 'it.html')
  // The server reads the file per request, so it may be written after the server starts.
  writeFileSync(staticFile, '')
  const server = await start(port, { BENCH_STATIC_FILE: staticFile })
  try {
    await warm(`${server.origin}/it`, 20)
    const html = await fetchOk(`${server.origin}/it`)
    writeFileSync(staticFile, html)
    const served = await fetchOk(`${server.origin}/__bench/static`)
    if (served !== html) {
      throw new Error('/__bench/static did not serve BENCH_STATIC_FILE: is it mounted when the env is set?')
    }
    console.log(`(a) /it by SSR for ${seconds} s`)
    const ssr = await load(`${server.origin}/it`)
    console.log(`(b) /__bench/static for ${seconds} s`)
    return { html, ssr, static: await load(`${server.origin}/__bench/static`) }
  } finally {
    await stop(server)
  }
}

/** (c) sequential full renders with the CMS cache off. */
async function uncachedRun(): Promise<{ p95Ms: number; p50Ms: number; samples: number }> {
  const port = await freePort()
  const server = await start(port, { BENCH_NO_CACHE: '1' })
  try {
    const url = `${server.origin}/it`
    await warm(url, 5)
    console.log(`(c) ${uncachedSamples} sequential uncached renders of /it`)
    const timings: number[] = []
    const deadline = Date.now() + uncachedBudgetMs
    while (timings.length < uncachedSamples && Date.now() < deadline) {
      const started = performance.now()
      await fetchOk(url)
      timings.push(performance.now() - started)
    }
    timings.sort((left, right) => left - right)
    return { p95Ms: percentile(timings, 0.95), p50Ms: percentile(timings, 0.5), samples: timings.length }
  } finally {
    await stop(server)
  }
}

async function start(port: number, env: Record<string, string>): Promise<RunningServer> {
  const varDir = mkdtempSync(join(scratch, 'var-'))
  const server = await startServer({ port, env: { ...env, VAR_DIR: varDir } })
  running.add(server)
  return server
}

async function stop(server: RunningServer): Promise<void> {
  running.delete(server)
  await server.stop()
}

async function load(url: string): Promise<Throughput> {
  const result = await autocannon({ url, connections, duration: seconds, timeout: 10 })
  if (result.non2xx > 0 || result.errors > 0) {
    console.warn(`  ${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`)
  }
  return {
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP97_5Ms: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

async function warm(url: string, times: number): Promise<void> {
  for (let index = 0; index < times; index += 1) await fetchOk(url)
}

async function fetchOk(url: string): Promise<string> {
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) })
  const body = await response.text()
  if (!response.ok) throw new Error(`${url} answered ${response.status}`)
  return body
}

/** Nearest-rank percentile of ascending `sorted`. */
function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.max(0, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN
}

function row(figures: Throughput): [string, string, string] {
  return [
    figures.requestsPerSecond.toFixed(0),
    figures.latencyP50Ms.toFixed(1),
    figures.latencyP97_5Ms.toFixed(1),
  ]
}

async function cleanUp(): Promise<void> {
  await Promise.all([...running].map((server) => stop(server)))
  rmSync(scratch, { recursive: true, force: true })
}

process.once('SIGINT', () => {
  void cleanUp().finally(() => process.exit(130))
})

try {
  await main()
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await cleanUp()
}
