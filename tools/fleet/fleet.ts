import { mkdirSync } from 'node:fs'
import { userInfo } from 'node:os'
import path from 'node:path'
import { buildProblem } from '#tools/testing/build-freshness'
import { type LocalService, ensureDatabase, ensurePostgres, ensureRedis } from './local-services'
import { type Fleet, startFleet } from './start-fleet'
import { assertVarnishInstalled } from './varnish'

// `npm run fleet`: compose.yaml's fleet on this machine, without containers (README, "Fleet").
// PORT (8080) is Varnish's; the instances take PORT+1 and PORT+2, the CMS PORT+3, the instances'
// metrics METRICS_PORT (9464) and the next. DATABASE_URL and REDIS_URL point elsewhere than this
// machine's services; CMS_WRITE_TOKEN and CMS_WEBHOOK_SECRET are random when not set.

async function main(): Promise<void> {
  const problem = buildProblem()
  if (problem) throw new Error(problem)
  assertVarnishInstalled()

  const port = Number(process.env['PORT'] ?? 8080)
  const metricsPort = Number(process.env['METRICS_PORT'] ?? 9464)
  const databaseUrl = new URL(
    process.env['DATABASE_URL'] ??
      `postgres://${process.env['PGUSER'] ?? userInfo().username}@127.0.0.1:5432/fast_fleet`,
  )
  const redisUrl = new URL(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379')
  const publicUrl = process.env['PUBLIC_URL'] ?? `http://localhost:${port}`
  const varDirs = [path.resolve('var/fleet/a'), path.resolve('var/fleet/b')] as const
  const cmsVarDir = path.resolve('var/fleet/cms')
  for (const dir of [...varDirs, cmsVarDir]) mkdirSync(dir, { recursive: true })

  const services: LocalService[] = []
  const stopServices = () => Promise.all(services.map((service) => service.stop()))
  let fleet: Fleet
  try {
    services.push(await ensurePostgres(databaseUrl), await ensureRedis(redisUrl))
    if (!process.env['DATABASE_URL']) await ensureDatabase(databaseUrl)
    fleet = await startFleet({
      databaseUrl: databaseUrl.toString(),
      redisUrl: redisUrl.toString(),
      ports: {
        proxy: port,
        instances: [port + 1, port + 2],
        // METRICS_PORT=0: each instance takes a free port, printed below.
        metrics: metricsPort === 0 ? [0, 0] : [metricsPort, metricsPort + 1],
        cms: port + 3,
      },
      varDirs,
      cmsVarDir,
      publicUrl,
      publishing: {
        ...(process.env['CMS_WRITE_TOKEN'] ? { writeToken: process.env['CMS_WRITE_TOKEN'] } : {}),
        ...(process.env['CMS_WEBHOOK_SECRET'] ? { webhookSecret: process.env['CMS_WEBHOOK_SECRET'] } : {}),
      },
      ...(process.env['JWT_SECRET'] ? { jwtSecret: process.env['JWT_SECRET'] } : {}),
    })
  } catch (error) {
    await stopServices()
    throw error
  }

  const [postgres, redis] = services
  console.log(`The site, through Varnish: ${publicUrl}`)
  for (const instance of fleet.instances)
    console.log(
      `Instance ${instance.name} (pid ${instance.pid}): ${instance.url}, metrics ${instance.metricsUrl}`,
    )
  console.log(`Varnish: pid ${fleet.varnish.pid}, X-Cache on every answer says HIT, MISS or PASS`)
  console.log(`The CMS both read (pid ${fleet.cms.pid}): ${fleet.cms.url}/cms/api. Change an entry:`)
  console.log(
    `  CMS_WRITE_TOKEN='${fleet.cms.writeToken}' npm run cms:edit -- --cms ${fleet.cms.url} --entry chi-siamo --title "Chi siamo, rivisto"`,
  )
  console.log(
    `  or measure it: CMS_WRITE_TOKEN='${fleet.cms.writeToken}' npm run bench:publish -- --fleet http://localhost:${port}`,
  )
  console.log(
    `PostgreSQL ${postgres?.startedHere ? 'started' : 'reused'}, Redis ${redis?.startedHere ? 'started' : 'reused'}. Ctrl-C stops everything started here.`,
  )

  let stopping = false
  const stop = async () => {
    if (stopping) return
    stopping = true
    console.log('Stopping…')
    await fleet.stop()
    await stopServices()
    process.exit(0)
  }
  process.on('SIGINT', () => void stop())
  process.on('SIGTERM', () => void stop())
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
