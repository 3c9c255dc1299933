/**
 * Lighthouse scores of the built site (issue 8): `npm run bench:lighthouse [path...]`.
 *
 * Builds when there is no build or a source changed since (as `npm run test:flows` does), starts
 * the production server on a free port with a fresh VAR_DIR, launches Debian's Chromium through
 * chrome-launcher and runs Lighthouse's default config (the mobile preset, simulated throttling)
 * on each page. Prints one row per page and writes each page's JSON and HTML report and a summary
 * to reports/lighthouse/. Exits 1 when a page misses a goal. LIGHTHOUSE_PORT fixes the server's
 * port (default: a free one).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import type { Result } from 'lighthouse'
import { chromiumPath } from '#tools/testing/chromium-path'
import { freePort } from '#tools/testing/free-port'
import { startServer } from '#tools/testing/start-server'

/** Home, a product detail (seed: products.json), the news list and the stores page. */
const defaultPages = ['/it', '/it/prodotti/lettino-onda', '/en/news', '/it/rivenditori']
const pages = process.argv.slice(2).length > 0 ? process.argv.slice(2) : defaultPages
const reportDir = resolve('reports/lighthouse')

/** issue 8: category scores are 0..100, CLS is unitless. */
const goals = { performance: 95, accessibility: 95, bestPractices: 95, seo: 100, cls: 0.02 }

const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

interface PageFigures {
  path: string
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  cls: number
  lcpMs: number
  tbtMs: number
  missed: string[]
  /** The audits that scored below 1 in a category, so a miss says what to fix. */
  failedAudits: { id: string; title: string; score: number | null; displayValue?: string }[]
}

async function main(): Promise<void> {
  execFileSync('npx', ['tsx', 'tools/flows/build-if-needed.ts'], { stdio: 'inherit' })
  const scratch = mkdtempSync(join(tmpdir(), 'fast-lighthouse-'))
  const port = Number(process.env['LIGHTHOUSE_PORT'] ?? 0) || (await freePort())
  const origin = `http://127.0.0.1:${port}`
  const server = await startServer({
    port,
    env: { VAR_DIR: scratch, HOST: '127.0.0.1', PUBLIC_URL: origin },
  })
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags })
  const rows: PageFigures[] = []
  let version = ''
  try {
    mkdirSync(reportDir, { recursive: true })
    for (const path of pages) {
      const result = await lighthouse(`${origin}${path}`, {
        port: chrome.port,
        output: ['json', 'html'],
        logLevel: 'error',
      })
      if (!result) throw new Error(`lighthouse gave no result for ${path}`)
      const [json, html] = Array.isArray(result.report) ? result.report : [result.report, '']
      const name = fileNameOf(path)
      writeFileSync(join(reportDir, `${name}.report.json`), json ?? '')
      writeFileSync(join(reportDir, `${name}.report.html`), html ?? '')
      version = result.lhr.lighthouseVersion
      rows.push(figuresOf(path, result.lhr))
    }
  } finally {
    chrome.kill()
    await server.stop()
    rmSync(scratch, { recursive: true, force: true })
  }

  printTable(rows)
  for (const row of rows)
    for (const audit of row.failedAudits)
      console.log(
        `  ${row.path}: ${audit.id} (${audit.score ?? 'n/a'})${audit.displayValue ? ` ${audit.displayValue}` : ''}`,
      )
  const summary = {
    date: new Date().toISOString(),
    node: process.version,
    lighthouse: version,
    goals,
    pages: rows,
  }
  writeFileSync(join(reportDir, 'summary.json'), `${JSON.stringify(summary, null, 2)}\n`)
  console.log(`\nreports written to ${reportDir}`)
  if (rows.some((row) => row.missed.length > 0)) process.exitCode = 1
}

function figuresOf(path: string, lhr: Result): PageFigures {
  const score = (category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100)
  const numeric = (audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN
  const figures = {
    path,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    cls: numeric('cumulative-layout-shift'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
  }
  const missed = [
    figures.performance < goals.performance ? 'performance' : '',
    figures.accessibility < goals.accessibility ? 'accessibility' : '',
    figures.bestPractices < goals.bestPractices ? 'best practices' : '',
    figures.seo < goals.seo ? 'SEO' : '',
    !(figures.cls <= goals.cls) ? 'CLS' : '',
  ].filter(Boolean)
  const failedAudits = Object.values(lhr.categories).flatMap((category) =>
    category.auditRefs
      .filter((ref) => ref.weight > 0)
      .flatMap((ref) => {
        const audit = lhr.audits[ref.id]
        return audit && audit.score !== null && audit.score < 1 ? [audit] : []
      })
      .map((audit) => ({
        id: audit.id,
        title: audit.title,
        score: audit.score,
        ...(audit.displayValue ? { displayValue: audit.displayValue } : {}),
      })),
  )
  return { ...figures, missed, failedAudits }
}

function printTable(rows: PageFigures[]): void {
  const table: string[][] = [
    ['page', 'perf', 'a11y', 'bp', 'seo', 'CLS', 'LCP ms', 'TBT ms', 'goals'],
    ...rows.map((row) => [
      row.path,
      String(row.performance),
      String(row.accessibility),
      String(row.bestPractices),
      String(row.seo),
      row.cls.toFixed(3),
      row.lcpMs.toFixed(0),
      row.tbtMs.toFixed(0),
      row.missed.length === 0 ? 'met' : `missed: ${row.missed.join(', ')}`,
    ]),
  ]
  const widths =
    table[0]?.map((_, column) => Math.max(...table.map((cells) => cells[column]?.length ?? 0))) ?? []
  for (const cells of table)
    console.log(
      cells
        .map((cell, column) =>
          column === 0 || column === cells.length - 1
            ? cell.padEnd(widths[column] ?? 0)
            : cell.padStart(widths[column] ?? 0),
        )
        .join('  ')
        .trimEnd(),
    )
}

/** `/it/prodotti/lettino-onda` → `it-prodotti-lettino-onda`. */
function fileNameOf(path: string): string {
  return path.replace(/^\/+|\/+$/g, '').replace(/[^a-zA-Z0-9]+/g, '-') || 'root'
}

await main()
