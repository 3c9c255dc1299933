import { execFile } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { connect } from 'node:net'
import { promisify } from 'node:util'
import pg from 'pg'
import { type Child, startChild, waitFor } from '#tools/processes/child-process'

const run = promisify(execFile)

/** A service the fleet needs: reused when it was up, else started here and stopped with the fleet. */
export type LocalService = { readonly startedHere: boolean; stop(): Promise<void> }

const reused: LocalService = { startedHere: false, stop: () => Promise.resolve() }

/** Whether something accepts a TCP connection at host:port within a second. */
function listening(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 })
    const done = (answer: boolean) => {
      socket.destroy()
      resolve(answer)
    }
    socket.once('connect', () => done(true))
    socket.once('timeout', () => done(false))
    socket.once('error', () => done(false))
  })
}

const isLocal = (host: string) => host === '127.0.0.1' || host === 'localhost' || host === '[::1]'

/**
 * PostgreSQL at the URL's host and port: reused when it answers; on this machine, Debian's
 * clusters started as `.ci/run` starts them (pg_ctlcluster) when it does not.
 */
export async function ensurePostgres(url: URL): Promise<LocalService> {
  const port = Number(url.port || 5432)
  if (await listening(url.hostname, port)) return reused
  const clusters = existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql') : []
  if (!isLocal(url.hostname) || clusters.length === 0)
    throw new Error(
      `PostgreSQL does not answer on ${url.hostname}:${port}: start it, install it (apt-get install -y postgresql) or set DATABASE_URL.`,
    )
  for (const version of clusters)
    await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'])
  await waitFor(`PostgreSQL on ${url.hostname}:${port}`, async () =>
    (await listening(url.hostname, port)) ? true : undefined,
  )
  return {
    startedHere: true,
    async stop() {
      for (const version of clusters)
        await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'stop'])
    },
  }
}

/** Redis at the URL's host and port: reused when it answers, else a redis-server of ours, in memory only. */
export async function ensureRedis(url: URL): Promise<LocalService> {
  const port = Number(url.port || 6379)
  if (await listening(url.hostname, port)) return reused
  if (!isLocal(url.hostname))
    throw new Error(`Redis does not answer on ${url.hostname}:${port}: start it or set REDIS_URL.`)
  let child: Child
  try {
    child = startChild(
      'redis-server',
      ['--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
      {},
    )
  } catch {
    throw new Error('Redis is not installed: apt-get install -y redis-server, or set REDIS_URL.')
  }
  await waitFor(
    `Redis on 127.0.0.1:${port}`,
    async () => ((await listening('127.0.0.1', port)) ? true : undefined),
    { child },
  )
  return { startedHere: true, stop: () => child.stop() }
}

/** Creates the database of `url` when it does not exist, connecting to `postgres` on the same server. */
export async function ensureDatabase(url: URL): Promise<void> {
  const name = decodeURIComponent(url.pathname.slice(1))
  if (!/^\w+$/.test(name)) throw new Error(`not a database name this tool creates: ${name}`)
  const maintenance = new URL(url)
  maintenance.pathname = '/postgres'
  const client = new pg.Client({ connectionString: maintenance.toString() })
  await client.connect()
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])
    if (found.rowCount === 0) await client.query(`CREATE DATABASE ${name}`)
  } finally {
    await client.end()
  }
}
