import { spawn } from 'node:child_process'
import { once } from 'node:events'
import { setTimeout as sleep } from 'node:timers/promises'

export interface RunningServer {
  readonly origin: string
  /** The last lines the server printed, for error messages. */
  output(): string
  /** Stops the server and everything it started (its process group). */
  stop(): Promise<void>
}

const outputLines = 40

/**
 * Starts the built site (`npm run serve`) as a child on 127.0.0.1:`port` and resolves once
 * `/healthz` answers 200. The child leads its own process group, so `stop` also ends the node
 * process npm starts.
 */
export async function startServer(options: {
  port: number
  env: Record<string, string>
  timeoutMs?: number
}): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${options.port}`
  const child = spawn('npm', ['run', '--silent', 'serve'], {
    env: { ...process.env, NODE_ENV: 'production', ...options.env, PORT: String(options.port) },
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

  const server: RunningServer = {
    origin,
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
      if (response.ok) return server
    } catch {
      // Not listening yet.
    }
    await sleep(250)
  }
  await server.stop()
  throw new Error(`the server did not answer ${origin}/healthz in time:\n${server.output()}`)
}
