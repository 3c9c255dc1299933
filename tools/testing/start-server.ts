import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { readFileSync } from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'

export interface RunningServer {
  readonly origin: string
  /** From the spawn to the first 200 of `/healthz`, in ms (polled every 20 ms). */
  readonly startedInMs: number
  /** The last lines the server printed, for error messages. */
  output(): string
  /** Stops the server and everything it started (its process group). */
  stop(): Promise<void>
}

const outputLines = 40

/**
 * Starts the built site as a child on 127.0.0.1:`port`, with the command of package.json's
 * `serve` script run by node itself (no npm in between, so `nodeFlags` reach only the site and
 * the start-up time is the site's), and resolves once `/healthz` answers 200. The child leads
 * its own process group, so `stop` ends everything it started.
 */
export async function startServer(options: {
  port: number
  env: Record<string, string>
  timeoutMs?: number
  /** Extra flags for node, before the serve script's own (`--expose-gc`, `--import <file>`). */
  nodeFlags?: readonly string[]
}): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${options.port}`
  const started = performance.now()
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), ...serveArguments()], {
    // METRICS_PORT 0: a bench or test site never takes the operators' port from another one.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      METRICS_PORT: '0',
      ...options.env,
      PORT: String(options.port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString('utf8').split('\n').filter(Boolean))
    lines.splice(0, Math.max(0, lines.length - outputLines))
  }
  child.stdout.on('data', keep)
  child.stderr.on('data', keep)
  let exited = child.exitCode !== null
  child.once('exit', () => {
    exited = true
  })

  let startedInMs = Number.NaN
  const server: RunningServer = {
    origin,
    get startedInMs() {
      return startedInMs
    },
    output: () => lines.join('\n'),
    async stop() {
      if (exited || child.pid === undefined) return
      const gone = once(child, 'exit')
      process.kill(-child.pid, 'SIGTERM')
      const killed = await Promise.race([gone.then(() => true), sleep(5_000).then(() => false)])
      if (!killed && !exited) process.kill(-child.pid, 'SIGKILL')
    },
  }

  const deadline = Date.now() + (options.timeoutMs ?? 60_000)
  while (Date.now() < deadline) {
    if (exited) throw new Error(`the server exited before answering /healthz:\n${server.output()}`)
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) })
      await response.arrayBuffer()
      if (response.ok) {
        startedInMs = performance.now() - started
        return server
      }
    } catch {
      // Not listening yet.
    }
    await sleep(20)
  }
  await server.stop()
  throw new Error(`the server did not answer ${origin}/healthz in time:\n${server.output()}`)
}

/** The arguments of package.json's `serve` script after its leading `node`. */
function serveArguments(): string[] {
  const manifest: unknown = JSON.parse(readFileSync('package.json', 'utf8'))
  const scripts =
    typeof manifest === 'object' && manifest !== null && 'scripts' in manifest ? manifest.scripts : undefined
  const serve =
    typeof scripts === 'object' && scripts !== null && 'serve' in scripts ? scripts.serve : undefined
  const words = typeof serve === 'string' ? serve.split(/\s+/).filter(Boolean) : []
  if (words[0] !== 'node')
    throw new Error(`package.json's serve script must start with node: ${String(serve)}`)
  return words.slice(1)
}
