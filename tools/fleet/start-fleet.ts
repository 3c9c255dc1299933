import { randomBytes } from 'node:crypto'
import { type Child, healthyOrStopped, startNodeChild } from '#tools/faults/child-process'
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

/** Two site instances on one PostgreSQL and one Redis, behind Varnish. */
export type Fleet = {
  /** Varnish: the address visitors use. */
  readonly url: string
  readonly instances: readonly [FleetInstance, FleetInstance]
  readonly varnish: Varnish
  /** Stops Varnish and both instances (SIGTERM: each drains its requests). */
  stop(): Promise<void>
}

export type FleetOptions = {
  databaseUrl: string
  redisUrl: string
  ports: {
    proxy: number
    instances: readonly [number, number]
    metrics: readonly [number, number]
  }
  /** Each instance's VAR_DIR: its embedded CMS, media and outbox are its own, as in compose.yaml. */
  varDirs: readonly [string, string]
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
  return { name, url, metricsUrl: `http://127.0.0.1:${metricsPort}/metrics`, pid: child.pid, child }
}

/**
 * Starts the fleet of compose.yaml without containers: the built site twice, then Varnish with
 * deploy/varnish/site.vcl in front. Fails, saying what to do, when the build or Varnish is missing.
 * PostgreSQL and Redis must answer at the URLs given (tools/fleet/fleet.ts starts them for a person).
 */
export async function startFleet(options: FleetOptions): Promise<Fleet> {
  assertSiteIsBuilt()
  assertVarnishInstalled()
  const shared = {
    DATABASE_URL: options.databaseUrl,
    REDIS_URL: options.redisUrl,
    JWT_SECRET: options.jwtSecret ?? randomBytes(48).toString('base64'),
    PUBLIC_URL: options.publicUrl ?? `http://127.0.0.1:${options.ports.proxy}`,
    // Varnish is the one proxy: the visitor's address is the last of its X-Forwarded-For.
    TRUST_PROXY: '1',
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
    await Promise.all(running.map((instance) => instance.child.stop()))
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
    await Promise.all([a.child.stop(), b.child.stop()])
    throw error
  }
  return {
    url: varnish.url,
    instances: [a, b],
    varnish,
    async stop() {
      await varnish.stop()
      // Longer than the server's own 10 s drain (site/server/start.server.ts), as in compose.yaml.
      await Promise.all([a.child.stop(15_000), b.child.stop(15_000)])
    },
  }
}
