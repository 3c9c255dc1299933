import { spawn } from 'node:child_process'
import type { ChildProcess } from 'node:child_process'
import { setTimeout as sleep } from 'node:timers/promises'

/** A node process started by a fault test, signalled by its own pid (no npm wrapper between). */
export type Child = {
  readonly pid: number
  /** Everything it printed so far, stdout and stderr interleaved. */
  output(): string
  /** Its exit: the code, or the signal that ended it. */
  readonly exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
  hasExited(): boolean
  signal(signal: NodeJS.Signals): void
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it is gone. Safe to call twice. */
  stop(graceMs?: number): Promise<void>
}

/**
 * Starts `node <script>` from the project root with `env` added to ours; a TypeScript script
 * (our stand-ins: CMS, SMTP) through tsx, the built server's JavaScript as it is.
 */
export function startNodeChild(script: string, env: Record<string, string>): Child {
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : []
  return startChild(process.execPath, [...loader, script], env)
}

/** Starts `command` with `args` from the project root, with `env` added to ours (Varnish, for one). */
export function startChild(command: string, args: readonly string[], env: Record<string, string>): Child {
  const child: ChildProcess = spawn(command, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // A command that cannot start is reported by the throw below, not as an unhandled 'error' event.
  child.on('error', () => {})
  if (child.pid === undefined) throw new Error(`${command} could not be started`)
  const pid = child.pid
  let text = ''
  const keep = (chunk: Buffer) => {
    text += chunk.toString('utf8')
    // Enough for an error message; a long test must not hold megabytes of log lines.
    if (text.length > 200_000) text = text.slice(-100_000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  let gone = false
  // Node may emit 'exit' before it has read the last lines the process wrote ("Stopped: …"), so
  // the exit is reported once its output has ended too; a grandchild still holding the pipes
  // (a Varnish worker) delays that by at most two seconds.
  const outputEnded = Promise.all(
    [child.stdout, child.stderr].map((stream) =>
      stream && !stream.closed ? new Promise((ended) => stream.once('close', ended)) : Promise.resolve(),
    ),
  )
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) => {
    child.once('exit', (code, signal) => {
      gone = true
      void Promise.race([outputEnded, sleep(2_000)]).then(() => resolve({ code, signal }))
    })
  })
  return {
    pid,
    output: () => text,
    exited,
    hasExited: () => gone,
    signal: (signal) => {
      if (!gone) process.kill(pid, signal)
    },
    async stop(graceMs = 5_000) {
      if (gone) return
      process.kill(pid, 'SIGTERM')
      const ended = await Promise.race([exited.then(() => true), sleep(graceMs).then(() => false)])
      if (!ended && !gone) {
        process.kill(pid, 'SIGKILL')
        await exited
      }
    },
  }
}

/**
 * Polls `check` until it gives a value (not undefined) or `timeoutMs` passes; the error names
 * `what` and carries the child's output, so a failure on a loaded machine says why.
 */
export async function waitFor<T>(
  what: string,
  check: () => T | undefined | Promise<T | undefined>,
  options: { timeoutMs?: number; intervalMs?: number; child?: Child } = {},
): Promise<T> {
  const deadline = Date.now() + (options.timeoutMs ?? 30_000)
  let last: unknown
  while (Date.now() < deadline) {
    if (options.child?.hasExited())
      throw new Error(`${what}: the process exited\n${options.child.output().slice(-4000)}`)
    try {
      const value = await check()
      if (value !== undefined) return value
    } catch (error) {
      last = error
    }
    await sleep(options.intervalMs ?? 100)
  }
  const why = last instanceof Error ? ` (last error: ${last.message})` : ''
  throw new Error(
    `${what}: not within ${options.timeoutMs ?? 30_000} ms${why}\n${options.child?.output().slice(-4000) ?? ''}`,
  )
}

/** A site process (`npm run serve`'s command) on 127.0.0.1:`port`, resolved once /healthz is 200. */
export async function startSite(
  port: number,
  env: Record<string, string>,
): Promise<Child & { origin: string }> {
  const child = startNodeChild('build/site-server/main.js', {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // Every test visitor registers from loopback; the limit's own test is tests/security.
    REGISTRATIONS_PER_IP_PER_HOUR: '100000',
    // Several sites run at once: each scrapes on a free port of its own.
    METRICS_PORT: '0',
    ...env,
    PORT: String(port),
  })
  const origin = `http://127.0.0.1:${port}`
  await healthyOrStopped(child, origin, `the site on ${origin}`)
  return Object.assign(child, { origin })
}

/** Resolves once the site `child` runs answers 200 on `origin`/healthz; stops it if it never does. */
export async function healthyOrStopped(child: Child, origin: string, what: string): Promise<void> {
  try {
    await waitFor(
      `${what} answering /healthz`,
      async () => {
        const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) })
        await response.arrayBuffer()
        return response.ok ? true : undefined
      },
      { timeoutMs: 90_000, intervalMs: 200, child },
    )
  } catch (error) {
    await child.stop()
    throw error
  }
}
