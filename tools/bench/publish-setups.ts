import { randomBytes } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import { userInfo } from 'node:os'
import { join } from 'node:path'
import { type Fleet, startFleet } from '#tools/fleet/start-fleet'
import { type LocalService, ensureDatabase, ensurePostgres, ensureRedis } from '#tools/fleet/local-services'
import { type WebhookAnswer, editEntryTitle } from '#tools/testing/cms-edit'
import { scraped } from '#tools/testing/publishing'
import { startServer } from '#tools/testing/start-server'
import type { PublishTarget } from './publish-targets'

/** An entry the bench changes, in one site. */
export type BenchEntry = { id: string; site: 'it' | 'en'; path: string }

/** What the publish bench measures on, however it was started. */
export type PublishSetup = {
  /** Said above the figures. */
  label: string
  /** Where the page is polled; the first is where surrogate keys are read (Varnish drops them). */
  targets: readonly [PublishTarget, ...PublishTarget[]]
  /** Changes the entry's title as an editor would; resolves with the site's answer to the webhook. */
  edit(entry: BenchEntry, title: string): Promise<WebhookAnswer>
  /** Webhooks each instance took so far, where the bench can read their metrics. */
  webhooksTaken?(): Promise<Record<string, number>>
  stop(): Promise<void>
}

/**
 * What the bench's sites are started with: the TTL keeps every page in the instances' caches for
 * the whole run, so what leaves them was purged; the render budget lets one address (the bench)
 * warm every page of the sitemap.
 */
const benchSiteEnv = { CMS_CACHE_TTL_SECONDS: '600', CACHE_MISSES_PER_IP_PER_MINUTE: '1000000' }

const secret = () => randomBytes(48).toString('base64')

/** One built site with its embedded CMS, as `npm run serve` runs it; the bench sends the webhook. */
export async function singleSite(port: number, scratch: string): Promise<PublishSetup> {
  const secrets = { CMS_WEBHOOK_SECRET: secret(), CMS_WRITE_TOKEN: secret() }
  const server = await startServer({
    port,
    env: { ...secrets, ...benchSiteEnv, VAR_DIR: join(scratch, 'var'), SURROGATE_KEYS: 'on' },
  })
  return {
    label: 'one site, its embedded CMS',
    targets: [{ name: 'site', origin: server.origin, cache: 'site' }],
    async edit(entry, title) {
      const { webhook } = await editEntryTitle({
        siteUrl: server.origin,
        writeToken: secrets.CMS_WRITE_TOKEN,
        webhookSecret: secrets.CMS_WEBHOOK_SECRET,
        entry: entry.id,
        site: entry.site,
        title,
      })
      return webhook
    },
    stop: () => server.stop(),
  }
}

/** The targets of a fleet: both instances directly, then Varnish in front of them. */
function fleetTargets(varnish: string, instances: readonly [string, string]): PublishSetup['targets'] {
  return [
    { name: 'instance a', origin: instances[0], cache: 'site' },
    { name: 'instance b', origin: instances[1], cache: 'site' },
    { name: 'Varnish', origin: varnish, cache: 'varnish' },
  ]
}

/** An edit in the fleet's one CMS, which announces it to the site through Varnish. */
function fleetEdit(varnish: string, cms: string, writeToken: string): PublishSetup['edit'] {
  return async (entry, title) => {
    const { webhook } = await editEntryTitle({
      siteUrl: varnish,
      cmsUrl: cms,
      writeToken,
      entry: entry.id,
      site: entry.site,
      title,
    })
    return webhook
  }
}

/**
 * `npm run fleet`'s fleet started for the bench on `ports` (Varnish, instance a, instance b, the
 * CMS, the two instances' metrics), on this machine's PostgreSQL (DATABASE_URL, else database
 * `fast_bench` created when missing) and Redis (REDIS_URL), started when they are not running.
 */
export async function startedFleet(
  ports: readonly [number, number, number, number, number, number],
  scratch: string,
): Promise<PublishSetup> {
  const [proxy, a, b, cms, metricsA, metricsB] = ports
  const databaseUrl = new URL(
    process.env['DATABASE_URL'] ??
      `postgres://${process.env['PGUSER'] ?? userInfo().username}@127.0.0.1:5432/fast_bench`,
  )
  const redisUrl = new URL(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379')
  const services: LocalService[] = []
  const stopServices = () => Promise.all(services.map((service) => service.stop()))
  let fleet: Fleet
  try {
    services.push(await ensurePostgres(databaseUrl), await ensureRedis(redisUrl))
    if (!process.env['DATABASE_URL']) await ensureDatabase(databaseUrl)
    const varDirs = [join(scratch, 'a'), join(scratch, 'b')] as const
    const cmsVarDir = join(scratch, 'cms')
    for (const dir of [...varDirs, cmsVarDir]) mkdirSync(dir, { recursive: true })
    fleet = await startFleet({
      databaseUrl: databaseUrl.toString(),
      redisUrl: redisUrl.toString(),
      ports: { proxy, instances: [a, b], metrics: [metricsA, metricsB], cms },
      varDirs,
      cmsVarDir,
      siteEnv: benchSiteEnv,
    })
  } catch (error) {
    await stopServices()
    throw error
  }
  const [instanceA, instanceB] = fleet.instances
  return {
    label: 'the fleet: one CMS process, two instances, Varnish (started here)',
    targets: fleetTargets(fleet.url, [instanceA.url, instanceB.url]),
    edit: fleetEdit(fleet.url, fleet.cms.url, fleet.cms.writeToken),
    async webhooksTaken() {
      const taken = await Promise.all(
        fleet.instances.map((instance) =>
          scraped(instance.metricsUrl, 'fast_cms_webhooks_total{outcome="purged"}'),
        ),
      )
      return { 'instance a': taken[0] ?? 0, 'instance b': taken[1] ?? 0 }
    },
    async stop() {
      await fleet.stop()
      await stopServices()
    },
  }
}

/**
 * A fleet `npm run fleet` runs already, reached through Varnish at `varnish`: the instances on
 * its port +1 and +2, the CMS on +3 (as `npm run fleet` lays them out), its write token in
 * CMS_WRITE_TOKEN. It is left running.
 */
export function runningFleet(varnish: string): PublishSetup {
  const writeToken = process.env['CMS_WRITE_TOKEN']
  if (!writeToken)
    throw new Error("Set CMS_WRITE_TOKEN to the fleet's (npm run fleet prints it, or was given it).")
  const url = new URL(varnish)
  const port = Number(url.port || 80)
  const at = (offset: number) => `http://${url.hostname}:${port + offset}`
  return {
    label: `the fleet behind ${url.origin} (running already)`,
    targets: fleetTargets(url.origin, [at(1), at(2)]),
    edit: fleetEdit(url.origin, at(3), writeToken),
    stop: () => Promise.resolve(),
  }
}
