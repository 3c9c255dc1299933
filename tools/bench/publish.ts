/**
 * Publish-to-visible benchmark of the built site (`npm run build` first): `npm run bench:publish`.
 *
 * Starts the built site as `npm run serve` does (embedded CMS, CMS_WEBHOOK_SECRET and
 * CMS_WRITE_TOKEN set, SURROGATE_KEYS=on), warms every page of its sitemap and keeps those whose
 * surrogate keys do not depend on the entry edited ("unrelated"), then changes the entry's title
 * BENCH_PUBLISH_EDITS (20) times through `npm run cms:edit`'s path (the CMS's write endpoint, then
 * the signed webhook). Each time it polls the entry's page until the new title shows: the time
 * from the edit's start to that answer is publish-to-visible (goal: p95 under 2 s). The page is
 * cached again before the next edit, so every edit purges a cached page. The unrelated pages'
 * hit ratio is measured before and after the edits (goal: unchanged). CMS_CACHE_TTL_SECONDS is
 * 600 here, so no page expires on its own while the bench runs. BENCH_PORT chooses the port
 * (default: a free one). Figures go to stdout and reports/bench/publish.json.
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { freePort } from '#tools/testing/free-port'
import { editEntryTitle } from '#tools/testing/cms-edit'
import { visit } from '#tools/testing/publishing'
import { startServer, type RunningServer } from '#tools/testing/start-server'
import { percentile } from './run-load'
import { runBench } from './run-bench'

const edits = Number(process.env['BENCH_PUBLISH_EDITS'] ?? 20)
const entry = { id: '1501', site: 'en' as const, path: '/en/news/fast-at-salone-del-mobile-2025' }
/** What a change of that entry purges (schema/purge-order-of-change.ts): pages with these depend on it. */
const dependsOnEdit = ['entry:1501', 'section:news', 'entries']
const goalP95Ms = 2_000
const pollEveryMs = 10
const giveUpMs = 30_000
const reportFile = resolve('reports/bench/publish.json')
const scratch = mkdtempSync(join(tmpdir(), 'fast-bench-publish-'))
const secrets = {
  CMS_WEBHOOK_SECRET: randomBytes(48).toString('base64'),
  CMS_WRITE_TOKEN: randomBytes(48).toString('base64'),
}
let server: RunningServer | undefined

async function main(): Promise<void> {
  if (!existsSync('build')) throw new Error('no build/ folder: run `npm run build` first.')
  const port = process.env['BENCH_PORT'] ? Number(process.env['BENCH_PORT']) : await freePort()
  server = await startServer({
    port,
    env: {
      ...secrets,
      VAR_DIR: join(scratch, 'var'),
      SURROGATE_KEYS: 'on',
      CMS_CACHE_TTL_SECONDS: '600',
      CACHE_MISSES_PER_IP_PER_MINUTE: '1000000',
    },
  })
  const origin = server.origin

  const paths = await sitemapPaths(origin)
  const unrelated: string[] = []
  for (const path of paths) {
    await visit(origin, path)
    const page = await visit(origin, path)
    if (page.status === 200 && !page.keys.some((key) => dependsOnEdit.includes(key))) unrelated.push(path)
  }
  const before = await hitRatio(origin, unrelated)

  const visibleMs: number[] = []
  const webhookMs: number[] = []
  for (let edit = 1; edit <= edits; edit += 1) {
    const title = `Fast at Salone, take ${edit} (${randomBytes(3).toString('hex')})`
    // Cached first: every edit must purge a page a visitor would otherwise get from memory.
    await visit(origin, entry.path)
    if ((await visit(origin, entry.path)).cache !== 'hit') throw new Error(`${entry.path} was not cached`)
    const started = performance.now()
    const { webhook } = await editEntryTitle({
      siteUrl: origin,
      ...{ writeToken: secrets.CMS_WRITE_TOKEN, webhookSecret: secrets.CMS_WEBHOOK_SECRET },
      entry: entry.id,
      site: entry.site,
      title,
    })
    webhookMs.push(performance.now() - started)
    if (webhook.status !== 202)
      throw new Error(`the webhook answered ${webhook.status}: ${JSON.stringify(webhook.body)}`)
    visibleMs.push(await untilVisible(origin, entry.path, title, started))
  }
  const after = await hitRatio(origin, unrelated)

  const sorted = [...visibleMs].sort((a, b) => a - b)
  const sortedWebhook = [...webhookMs].sort((a, b) => a - b)
  const figures = {
    edits,
    page: entry.path,
    publishToVisibleMs: {
      p50: round(percentile(sorted, 0.5)),
      p95: round(percentile(sorted, 0.95)),
      max: round(sorted.at(-1) ?? Number.NaN),
      all: visibleMs.map(round),
    },
    /** Of which the CMS write and the webhook's answer (the purge done): the rest is the page's render. */
    editAndWebhookMs: {
      p50: round(percentile(sortedWebhook, 0.5)),
      p95: round(percentile(sortedWebhook, 0.95)),
    },
    unrelatedPages: unrelated.length,
    sitemapPages: paths.length,
    unrelatedHitRatio: { before, after },
  }
  console.log(`Publish to visible, ${edits} edits of ${entry.path}:`)
  console.log(
    `  p50 ${figures.publishToVisibleMs.p50} ms, p95 ${figures.publishToVisibleMs.p95} ms, max ${figures.publishToVisibleMs.max} ms (goal: p95 < ${goalP95Ms} ms)`,
  )
  console.log(
    `  of which the CMS write and the webhook: p50 ${figures.editAndWebhookMs.p50} ms, p95 ${figures.editAndWebhookMs.p95} ms`,
  )
  console.log(
    `Unrelated cached pages (${unrelated.length} of ${paths.length} in the sitemap): hit ratio ${percent(before)} before, ${percent(after)} after`,
  )
  mkdirSync(dirname(reportFile), { recursive: true })
  writeFileSync(reportFile, `${JSON.stringify(figures, null, 2)}\n`)
  if (figures.publishToVisibleMs.p95 >= goalP95Ms || after < before) process.exitCode = 1
}

/** The site's pages as its sitemap lists them, as paths. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname)
}

/** The share of `paths` a page cache answered, one visit each. */
async function hitRatio(origin: string, paths: readonly string[]): Promise<number> {
  let hits = 0
  for (const path of paths) if ((await visit(origin, path)).cache === 'hit') hits += 1
  return paths.length === 0 ? Number.NaN : hits / paths.length
}

/** Polls `path` until its HTML shows `title`; the ms since `started`. */
async function untilVisible(origin: string, path: string, title: string, started: number): Promise<number> {
  for (;;) {
    const page = await visit(origin, path)
    if (page.html.includes(title)) return performance.now() - started
    if (performance.now() - started > giveUpMs)
      throw new Error(`"${title}" did not show on ${path} in ${giveUpMs} ms`)
    await sleep(pollEveryMs)
  }
}

const round = (ms: number) => Math.round(ms * 10) / 10
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`

await runBench(main, async () => {
  await server?.stop()
  rmSync(scratch, { recursive: true, force: true })
})
