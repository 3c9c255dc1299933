import { randomBytes } from 'node:crypto'
import { type Child, healthyOrStopped, startNodeChild, waitFor } from '#tools/processes/child-process'
import { startCmsProcess } from '#tools/processes/cms-process'
import { assertSiteIsBuilt } from '#tools/testing/build-freshness'
import { type Varnish, assertVarnishInstalled, startVarnish } from './varnish'

/** One site instance of the fleet, as the built server runs (`npm run serve`'s command). */
export type FleetInstance = {
  readonly name: 'a' | 'b'
  /** The instance itself, behind Varnish's back. */
  readonly url: string
  /** Its Prometheus figures (docs/operations.md). */
  readonly metricsUrl: string
  readonly pid: number
  readonly child: Child
}

/**
 * The one CMS both instances read (`npm run cms`'s process), as one Craft serves a real fleet:
 * an edit through its write path is announced to the site through Varnish, so whichever instance
 * takes the webhook purges, tells the other over Redis and purges Varnish.
 */
export type FleetCms = {
  /** Its origin: GraphQL at /cms/api, the write path at /cms/write/entries/<id>. */
  readonly url: string
  /** The bearer token of its write path (CMS_WRITE_TOKEN, `npm run cms:edit`). */
  readonly writeToken: string
  readonly pid: number
  readonly child: Child
}

/** Two site instances on one PostgreSQL, one Redis and one CMS, behind Varnish. */
export type Fleet = {
  /** Varnish: the address visitors use. */
  readonly url: string
  readonly instances: readonly [FleetInstance, FleetInstance]
  readonly varnish: Varnish
  readonly cms: FleetCms
  /** The secret the CMS signs its webhooks with and the instances check them with. */
  readonly webhookSecret: string
  /** Stops Varnish, both instances (SIGTERM: each drains its requests), then the CMS. */
  stop(): Promise<void>
}

export type FleetOptions = {
  databaseUrl: string
  redisUrl: string
  ports: {
    proxy: number
    instances: readonly [number, number]
    /** The instances' metrics; 0 lets each take a free port. */
    metrics: readonly [number, number]
    cms: number
  }
  /** Each instance's VAR_DIR: its secrets and outbox files are its own, as in compose.yaml. */
  varDirs: readonly [string, string]
  /** The CMS's: its generated media and resized images. */
  cmsVarDir: string
  /** The CMS's write token and webhook secret; random when absent. */
  publishing?: { writeToken?: string; webhookSecret?: string }
  /** Who may purge: the instances' address here; a test names another to see purges refused. */
  purgers?: readonly string[]
  /** The address visitors use (the instances' PUBLIC_URL): Varnish's on 127.0.0.1 when absent. */
  publicUrl?: string
  /** One secret for both, so a session issued by one is read by the other; random when absent. */
  jwtSecret?: string
  /** More variables for both instances. */
  siteEnv?: Record<string, string>
}

async function startInstance(
  name: 'a' | 'b',
  port: number,
  metricsPort: number,
  env: Record<string, string>,
): Promise<FleetInstance> {
  const child = startNodeChild('build/site-server/main.js', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    ...env,
    PORT: String(port),
    METRICS_PORT: String(metricsPort),
  })
  const url = `http://127.0.0.1:${port}`
  await healthyOrStopped(child, url, `instance ${name} on ${url}`)
  return { name, url, metricsUrl: await metricsUrlOf(child, metricsPort), pid: child.pid, child }
}

/**
 * Where an instance's metrics answer: on `port`, or with 0 (METRICS_PORT=0, any free port) where
 * its start-up line says (`The site is serving`, `metrics`).
 */
async function metricsUrlOf(child: Child, port: number): Promise<string> {
  if (port !== 0) return `http://127.0.0.1:${port}/metrics`
  return waitFor(
    "the metrics address in the instance's start-up line",
    () => /"message":"The site is serving".*?"metrics":"(http:[^"]+)"/.exec(child.output())?.[1],
    { timeoutMs: 5_000, child },
  )
}

const secret = () => randomBytes(48).toString('base64')

/**
 * Starts the fleet of compose.yaml without containers: the CMS in its own process, the built site
 * twice reading it, then Varnish with deploy/varnish/site.vcl in front. Publishing is on, as
 * compose.yaml sets it: surrogate keys, purges of Varnish by key, the CMS's webhook. Fails, saying
 * what to do, when the build or Varnish is missing. PostgreSQL and Redis must answer at the URLs
 * given (tools/fleet/fleet.ts starts them for a person).
 */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  assertSiteIsBuilt()
  assertVarnishInstalled()
  const proxyUrl = `http://127.0.0.1:${options.ports.proxy}`
  const cmsToken = secret()
  const writeToken = options.publishing?.writeToken ?? secret()
  const webhookSecret = options.publishing?.webhookSecret ?? secret()
  // Through Varnish, as Craft calls the site's address: either instance may take it.
  const cmsChild = await startCmsProcess({
    port: options.ports.cms,
    varDir: options.cmsVarDir,
    token: cmsToken,
    env: {
      CMS_WRITE_TOKEN: writeToken,
      CMS_WEBHOOK_URL: `${proxyUrl}/api/cms/changed`,
      CMS_WEBHOOK_SECRET: webhookSecret,
    },
  })
  // `localhost`, the host the CMS writes into its asset URLs: the pages' CSP allows the images
  // from the origin of CMS_GRAPHQL_URL.
  const cmsUrl = `http://localhost:${options.ports.cms}`
  const shared = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: options.jwtSecret ?? secret(),
    PUBLIC_URL: options.publicUrl ?? proxyUrl,
    // Varnish is the one proxy: the visitor's address is the last of its X-Forwarded-For.
    TRUST_PROXY: '1',
    CMS_GRAPHQL_URL: `${cmsUrl}/cms/api`,
    CMS_TOKEN: cmsToken,
    CMS_WEBHOOK_SECRET: webhookSecret,
    SURROGATE_KEYS: 'on',
    SHARED_CACHE_PURGE_URL: proxyUrl,
    ...options.siteEnv,
  }
  const { instances: ports, metrics } = options.ports
  const started = await Promise.allSettled([
    startInstance('a', ports[0], metrics[0], { ...shared, VAR_DIR: options.varDirs[0] }),
    startInstance('b', ports[1], metrics[1], { ...shared, VAR_DIR: options.varDirs[1] }),
  ])
  const running = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const [a, b] = running
  if (!a || !b) {
    await Promise.all([...running.map((instance) => instance.child.stop()), cmsChild.stop()])
    const failed = started.find((result) => result.status === 'rejected')
    throw failed?.reason ?? new Error('the instances did not start')
  }
  const host = '127.0.0.1'
  let varnish: Varnish
  try {
    varnish = await startVarnish({
      port: options.ports.proxy,
      instances: [
        { host, port: ports[0] },
        { host, port: ports[1] },
      ],
      purgers: options.purgers ?? [host],
    })
  } catch (error) {
    await Promise.all([a.child.stop(), b.child.stop(), cmsChild.stop()])
    throw error
  }
  return {
    url: varnish.url,
    instances: [a, b],
    varnish,
    cms: { url: cmsUrl, writeToken, pid: cmsChild.pid, child: cmsChild },
    webhookSecret,
    async stop() {
      await varnish.stop()
      // Longer than the server's own 10 s drain (site/server/start.server.ts), as in compose.yaml.
      await Promise.all([a.child.stop(15_000), b.child.stop(15_000)])
      await cmsChild.stop()
    },
  }
}
