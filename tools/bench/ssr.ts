/**
 * Server-rendering benchmark of the built site (`npm run build` first): `npm run bench`.
 *
 * For each of four pages (`/it`, `/en/products`, a product detail, `/it/rivenditori`):
 * (a) req/s of the page rendered by SSR from the HTML cache, (b) req/s of the same HTML served as a
 * static file by the same server (`/__bench/static`, mounted when BENCH_STATIC_FILE is set), and
 * their ratio (goal >= 0.5); then (c) the p95 latency of a full render with the caches off
 * (BENCH_NO_CACHE=1), over sequential requests (goal <= 50 ms for home). Each server's memory
 * (RSS and heap used, read by the server itself: BENCH_HOOKS=1) is reported before, at its peak
 * during, and after the runs. Loopback only; children are stopped at the end. Figures go to
 * stdout and to reports/bench/ssr.json. BENCH_SECONDS (10) per load, BENCH_SAMPLES (200) per page.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { freePort } from '../testing/free-port'
import { startServer, type RunningServer } from '#tools/testing/start-server'
import { type LoadFigures, percentile, runLoad } from './run-load'
import { type MemoryFigures, memoryHooksEnv, memoryLine, watchServerMemory } from './server-memory'
import { runBench } from './run-bench'

const seconds = Number(process.env['BENCH_SECONDS'] ?? 10)
const uncachedSamples = Number(process.env['BENCH_SAMPLES'] ?? 200)
const uncachedBudgetMsPerPage = 60_000
const connections = 10
const ratioGoal = 0.5
const homeP95GoalMs = 50
const reportFile = resolve('reports/bench/ssr.json')

type Throughput = Omit<LoadFigures, 'statuses' | 'requests'>
type CachedPage = { path: string; htmlBytes: number; ssr: Throughput; static: Throughput; ratio: number }
type UncachedPage = { path: string; p50Ms: number; p95Ms: number; samples: number }

const running = new Set<RunningServer>()
const scratch = mkdtempSync(join(tmpdir(), 'fast-bench-'))

async function main(): Promise<void> {
  if (!existsSync('build')) throw new Error('no build/ folder: run `npm run build` first.')

  const cached = await cachedRun()
  const uncached = await uncachedRun(cached.pages.map((page) => page.path))

  const home = uncached.pages[0]
  const figures = {
    date: new Date().toISOString(),
    node: process.version,
    seconds,
    connections,
    goals: { ratio: ratioGoal, homeUncachedP95Ms: homeP95GoalMs },
    cached: cached.pages,
    uncached: uncached.pages,
    memory: { cachedServer: cached.memory, uncachedServer: uncached.memory },
    goalsMet: {
      ratio: cached.pages.every((page) => page.ratio >= ratioGoal),
      homeUncachedP95: home !== undefined && home.p95Ms <= homeP95GoalMs,
    },
  }
  mkdirSync(dirname(reportFile), { recursive: true })
  writeFileSync(reportFile, `${JSON.stringify(figures, null, 2)}\n`)

  const rows: string[][] = [
    ['page', 'SSR req/s', 'static req/s', 'ratio', 'SSR p50/p95 ms', 'uncached p50/p95 ms', 'n'],
    ...cached.pages.map((page, index) => {
      const cold = uncached.pages[index]
      return [
        page.path,
        page.ssr.requestsPerSecond.toFixed(0),
        page.static.requestsPerSecond.toFixed(0),
        `${page.ratio.toFixed(3)}${page.ratio >= ratioGoal ? '' : ' (<0.5)'}`,
        `${page.ssr.latencyP50Ms.toFixed(1)}/${page.ssr.latencyP95Ms.toFixed(1)}`,
        cold ? `${cold.p50Ms.toFixed(1)}/${cold.p95Ms.toFixed(1)}` : '',
        cold ? String(cold.samples) : '',
      ]
    }),
  ]
  printTable(rows)
  console.log(
    `\ngoals: ratio >= ${ratioGoal} on every page: ${figures.goalsMet.ratio ? 'met' : 'NOT met'}; ` +
      `home uncached p95 <= ${homeP95GoalMs} ms: ${figures.goalsMet.homeUncachedP95 ? 'met' : 'NOT met'}` +
      (home ? ` (${home.p95Ms.toFixed(1)} ms)` : ''),
  )
  console.log(`memory, cached + static server:  ${memoryLine(cached.memory)}`)
  console.log(`memory, uncached render server: ${memoryLine(uncached.memory)}`)
  console.log(`\nwritten to ${reportFile}`)
}

/** (a) and (b) for every page on one server, so both go through the same process and middleware. */
async function cachedRun(): Promise<{ pages: CachedPage[]; memory: MemoryFigures }> {
  const port = await freePort()
  const staticFile = join(scratch, 'page.html')
  // The server reads the file per request, so it may be written after the server starts.
  writeFileSync(staticFile, '')
  const server = await start(port, { BENCH_STATIC_FILE: staticFile, ...memoryHooksEnv })
  try {
    const paths = ['/it', '/en/products', await productDetailPath(server.origin), '/it/rivenditori']
    const { result, memory } = await watchServerMemory(server.origin, async () => {
      const pages: CachedPage[] = []
      for (const path of paths) {
        await warm(`${server.origin}${path}`, 20)
        const html = await fetchOk(`${server.origin}${path}`)
        writeFileSync(staticFile, html)
        const served = await fetchOk(`${server.origin}/__bench/static`)
        if (served !== html) {
          throw new Error(
            '/__bench/static did not serve BENCH_STATIC_FILE: is it mounted when the env is set?',
          )
        }
        console.log(`(a) ${path} by SSR for ${seconds} s`)
        const ssr = await load(`${server.origin}${path}`)
        console.log(`(b) the same HTML, static, for ${seconds} s`)
        const plain = await load(`${server.origin}/__bench/static`)
        pages.push({
          path,
          htmlBytes: Buffer.byteLength(html),
          ssr,
          static: plain,
          ratio: ssr.requestsPerSecond / plain.requestsPerSecond,
        })
      }
      return pages
    })
    return { pages: result, memory }
  } finally {
    await stop(server)
  }
}

/** (c) sequential full renders of each page with the CMS cache (and so the HTML cache) off. */
async function uncachedRun(
  paths: readonly string[],
): Promise<{ pages: UncachedPage[]; memory: MemoryFigures }> {
  const port = await freePort()
  const server = await start(port, { BENCH_NO_CACHE: '1', ...memoryHooksEnv })
  try {
    const { result, memory } = await watchServerMemory(server.origin, async () => {
      const pages: UncachedPage[] = []
      for (const path of paths) {
        const url = `${server.origin}${path}`
        await warm(url, 5)
        console.log(`(c) ${uncachedSamples} sequential uncached renders of ${path}`)
        const timings: number[] = []
        const deadline = Date.now() + uncachedBudgetMsPerPage
        while (timings.length < uncachedSamples && Date.now() < deadline) {
          const started = performance.now()
          await fetchOk(url)
          timings.push(performance.now() - started)
        }
        timings.sort((left, right) => left - right)
        pages.push({
          path,
          p95Ms: percentile(timings, 0.95),
          p50Ms: percentile(timings, 0.5),
          samples: timings.length,
        })
      }
      return pages
    })
    return { pages: result, memory }
  } finally {
    await stop(server)
  }
}

/** The first product detail the English catalogue links to (the content is the CMS's). */
async function productDetailPath(origin: string): Promise<string> {
  const html = await fetchOk(`${origin}/en/products`)
  const found = /href="(\/en\/products\/[a-z0-9-]+)"/.exec(html)?.[1]
  if (!found) throw new Error('/en/products links to no product detail')
  return found
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
  const {
    statuses: _statuses,
    requests: _requests,
    ...figures
  } = await runLoad({
    url,
    connections,
    duration: seconds,
  })
  if (figures.non2xx > 0 || figures.errors > 0) {
    console.warn(`  ${url}: ${figures.non2xx} non-2xx answers, ${figures.errors} errors`)
  }
  return figures
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

function printTable(rows: readonly string[][]): void {
  const columns = Math.max(...rows.map((cells) => cells.length))
  const widths = Array.from({ length: columns }, (_, column) =>
    Math.max(...rows.map((cells) => cells[column]?.length ?? 0)),
  )
  for (const cells of rows) {
    const padded = cells.map((cell, column) =>
      column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0),
    )
    console.log(padded.join('  '))
  }
}

async function cleanUp(): Promise<void> {
  await Promise.all([...running].map((server) => stop(server)))
  rmSync(scratch, { recursive: true, force: true })
}

await runBench(main, cleanUp)
