/**
 * Publish-to-visible benchmark of the built site (`npm run build` first): `npm run bench:publish`.
 *
 * By default it starts `npm run fleet`'s fleet (tools/fleet/): the CMS in its own process, two
 * instances reading it, Varnish in front, publishing on (surrogate keys, the CMS's signed webhook
 * through Varnish, purges over Redis and of Varnish by key). `--fleet <Varnish's URL>` measures a
 * fleet `npm run fleet` runs already (with its CMS_WRITE_TOKEN); `--single` one site with its
 * embedded CMS, which the bench sends the webhook for (`npm run cms:edit`'s path).
 *
 * It warms every page of the sitemap on every target (each instance itself, and Varnish) and
 * keeps those whose surrogate keys do not depend on the entry edited ("unrelated"), then changes
 * the entry's title BENCH_PUBLISH_EDITS (20) times through the CMS's write path,
 * BENCH_PUBLISH_GAP_MS (3,000) apart. The page is cached on every target before each edit, so
 * every edit must purge it; from the edit's start each target is asked for the page every 10 ms
 * until the new title shows: publish-to-visible, per target (goal: p95 under 2 s everywhere). The
 * unrelated pages' hit ratio is measured on every target before and after the edits (goal:
 * unchanged; Varnish's pages are past their 60 s by then, and a page served in its grace was
 * kept, not purged). The instances keep CMS answers for 600 s here, so none of their pages
 * expires on its own while the bench runs. BENCH_PORT: the first of six
 * consecutive ports (Varnish, instance a, instance b, the CMS, the instances' metrics), or the
 * site's with --single; default: free ones. Prints a table, writes reports/bench/publish.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { assertSiteIsBuilt } from '#tools/testing/build-freshness'
import { freePort } from '#tools/testing/free-port'
import { untilShows, visit } from '#tools/testing/publishing'
import { printTable } from './print-table'
import { type BenchEntry, type PublishSetup, runningFleet, singleSite, startedFleet } from './publish-setups'
import { type PublishTarget, cachedOn, hitRatio } from './publish-targets'
import { percentile } from './run-load'
import { runBench } from './run-bench'

const edits = Number(process.env['BENCH_PUBLISH_EDITS'] ?? 20)
/**
 * Between an edit's page showing everywhere and the next edit, as editors save seconds apart: a
 * purge has every instance rebuild its search index a second later from the CMS, which belongs to
 * that edit, not to the next one's measurement.
 */
const gapMs = Number(process.env['BENCH_PUBLISH_GAP_MS'] ?? 3_000)
const entry: BenchEntry = { id: '1501', site: 'en', path: '/en/news/fast-at-salone-del-mobile-2025' }
/** What a change of that entry purges (schema/purge-order-of-change.ts): pages with these depend on it. */
const dependsOnEdit = ['entry:1501', 'section:news', 'entries']
const goalP95Ms = 2_000
const reportFile = resolve('reports/bench/publish.json')
const scratch = mkdtempSync(join(tmpdir(), 'fast-bench-publish-'))
let setup: PublishSetup | undefined

const { values: flags } = parseArgs({
  options: { single: { type: 'boolean', default: false }, fleet: { type: 'string' } },
})

async function start(): Promise<PublishSetup> {
  if (flags.fleet) return runningFleet(flags.fleet)
  assertSiteIsBuilt()
  const base = process.env['BENCH_PORT'] ? Number(process.env['BENCH_PORT']) : undefined
  if (flags.single) return singleSite(base ?? (await freePort()), scratch)
  const ports =
    base === undefined ? await distinctFreePorts(6) : Array.from({ length: 6 }, (_, n) => base + n)
  const [proxy = 0, a = 0, b = 0, cms = 0, metricsA = 0, metricsB = 0] = ports
  return startedFleet([proxy, a, b, cms, metricsA, metricsB], scratch)
}

async function main(): Promise<void> {
  setup = await start()
  const { targets } = setup
  const [keysFrom] = targets

  const paths = await sitemapPaths(keysFrom.origin)
  const unrelated: string[] = []
  for (const path of paths) {
    await visit(keysFrom.origin, path)
    const page = await visit(keysFrom.origin, path)
    if (page.status !== 200 || page.cache !== 'hit' || page.keys.some((key) => dependsOnEdit.includes(key)))
      continue
    unrelated.push(path)
    for (const target of targets.slice(1)) await cachedOn(target, path)
  }
  const before = await ratios(targets, unrelated)
  const takenBefore = await setup.webhooksTaken?.()

  const visibleMs = targets.map((): number[] => [])
  const editMs: number[] = []
  for (let edit = 1; edit <= edits; edit += 1) {
    const title = `Fast at Salone, take ${edit} (${randomBytes(3).toString('hex')})`
    // Cached first: every edit must purge a page a visitor would otherwise get from a cache.
    for (const target of targets) await cachedOn(target, entry.path)
    const since = performance.now()
    const editing = setup.edit(entry, title).then((webhook) => {
      editMs.push(performance.now() - since)
      if (webhook.status !== 202)
        throw new Error(`the webhook answered ${webhook.status}: ${JSON.stringify(webhook.body)}`)
    })
    // Asked from the edit's start: the other instance may purge before the webhook is answered.
    const shown = targets.map((target) => untilShows(`${target.origin}${entry.path}`, title, { since }))
    const [, ...times] = await Promise.all([editing, ...shown])
    times.forEach((ms, index) => visibleMs[index]?.push(ms))
    await sleep(gapMs)
  }
  const after = await ratios(targets, unrelated)
  const takenAfter = await setup.webhooksTaken?.()

  const rows = targets.map((target, index) => {
    const sorted = [...(visibleMs[index] ?? [])].sort((x, y) => x - y)
    return {
      target: target.name,
      p50: round(percentile(sorted, 0.5)),
      p95: round(percentile(sorted, 0.95)),
      max: round(sorted.at(-1) ?? Number.NaN),
      all: (visibleMs[index] ?? []).map(round),
      unrelatedHitRatio: { before: before[index] ?? Number.NaN, after: after[index] ?? Number.NaN },
    }
  })
  const sortedEdits = [...editMs].sort((x, y) => x - y)
  const figures = {
    setup: setup.label,
    edits,
    page: entry.path,
    gapMs,
    goalP95Ms,
    publishToVisible: rows,
    /** The CMS write and the webhook's answer: the instance that took it purged, told the others and Varnish. */
    editAndWebhookMs: { p50: round(percentile(sortedEdits, 0.5)), p95: round(percentile(sortedEdits, 0.95)) },
    ...(takenBefore && takenAfter
      ? {
          webhooksTaken: Object.fromEntries(
            Object.entries(takenAfter).map(([name, count]) => [name, count - (takenBefore[name] ?? 0)]),
          ),
        }
      : {}),
    unrelatedPages: unrelated.length,
    sitemapPages: paths.length,
  }

  console.log(`Publish to visible, ${edits} edits of ${entry.path}, ${gapMs / 1000} s apart: ${setup.label}`)
  printTable([
    ['target', 'p50 ms', 'p95 ms', 'max ms', 'unrelated hits before', 'after'],
    ...rows.map((row) => [
      row.target,
      String(row.p50),
      String(row.p95),
      String(row.max),
      percent(row.unrelatedHitRatio.before),
      percent(row.unrelatedHitRatio.after),
    ]),
  ])
  console.log(
    `Goal: p95 under ${goalP95Ms} ms on every target; the ${unrelated.length} unrelated pages (of ${paths.length} in the sitemap) as cached after as before.`,
  )
  console.log(
    `The CMS write and the webhook's answer (its purges done): p50 ${figures.editAndWebhookMs.p50} ms, p95 ${figures.editAndWebhookMs.p95} ms`,
  )
  if (figures.webhooksTaken)
    console.log(
      `Webhooks taken through Varnish: ${Object.entries(figures.webhooksTaken)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    )
  mkdirSync(dirname(reportFile), { recursive: true })
  writeFileSync(reportFile, `${JSON.stringify(figures, null, 2)}\n`)
  const missed = rows.some(
    (row) => !(row.p95 < goalP95Ms) || row.unrelatedHitRatio.after < row.unrelatedHitRatio.before,
  )
  if (missed) process.exitCode = 1
}

/** The site's pages as its sitemap lists them, as paths. */
async function sitemapPaths(origin: string): Promise<string[]> {
  const xml = await (await fetch(`${origin}/sitemap.xml`)).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '/').pathname)
}

/** Each target's hit ratio over `paths`, in the targets' order. */
async function ratios(targets: readonly PublishTarget[], paths: readonly string[]): Promise<number[]> {
  const measured: number[] = []
  for (const target of targets) measured.push(await hitRatio(target, paths))
  return measured
}

/** `count` different ports free right now. */
async function distinctFreePorts(count: number): Promise<number[]> {
  const ports = new Set<number>()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

const round = (ms: number) => Math.round(ms * 10) / 10
const percent = (ratio: number) => `${(ratio * 100).toFixed(1)} %`

await runBench(main, async () => {
  await setup?.stop()
  rmSync(scratch, { recursive: true, force: true })
})
