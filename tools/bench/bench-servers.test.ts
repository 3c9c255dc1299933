import { type ChildProcess, spawn } from 'node:child_process'
import { once } from 'node:events'
import { request } from 'node:http'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort } from '#tools/testing/free-port'
import { memoryProbe, readServerMemory } from './server-memory'

const scratch = mkdtempSync(join(tmpdir(), 'fast-bench-servers-'))
const children: ChildProcess[] = []

afterAll(async () => {
  await Promise.all(
    children.map(async (child) => {
      if (child.exitCode !== null) return
      const gone = once(child, 'exit')
      child.kill('SIGTERM')
      await gone
    }),
  )
  rmSync(scratch, { recursive: true, force: true })
})

/** A node child that prints `listening` once it answers. */
async function startChild(args: string[], env: Record<string, string> = {}): Promise<void> {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  const [chunk] = (await once(child.stdout, 'data')) as unknown[]
  expect(String(chunk)).toContain('listening')
}

describe('the servers the benchmarks start', () => {
  it('the bare server sends the same bytes, brotli to a browser and plain to a client without Accept-Encoding', async () => {
    const file = join(scratch, 'page.html')
    const html = `<!doctype html><title>Fast</title>${'<p>Lettini in alluminio</p>'.repeat(200)}`
    writeFileSync(file, html)
    const port = await freePort()
    await startChild(['--import', 'tsx', 'tools/bench/bare-server.ts', file, String(port)])
    const get = (headers: Record<string, string>) =>
      new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
        request({ port, host: '127.0.0.1', headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () =>
            resolve({ encoding: response.headers['content-encoding'], body: Buffer.concat(chunks) }),
          )
        })
          .on('error', reject)
          .end()
      })
    const compressed = await get({ 'accept-encoding': 'br, gzip' })
    expect(compressed.encoding).toBe('br')
    expect(brotliDecompressSync(compressed.body).toString()).toBe(html)
    const plain = await get({})
    expect(plain.encoding).toBeUndefined()
    expect(plain.body.toString()).toBe(html)
  })

  it('the memory probe answers the memory of the process it is loaded into, after a full GC on request', async () => {
    const probe = memoryProbe(await freePort())
    // The probe binds after the child's own script starts, so the child says `listening` only
    // once the probe's port takes a connection (a run on Node 24 asked before it had bound).
    const port = new URL(probe.origin).port
    const keepAlive = `setInterval(() => {}, 1000)
      const knock = () => require('node:net').connect(${port}, '127.0.0.1')
        .on('connect', function () { this.destroy(); console.log('listening') })
        .on('error', () => setTimeout(knock, 20))
      knock()`
    await startChild([...probe.nodeFlags, '-e', keepAlive], probe.env)
    const memory = await readServerMemory(probe.origin, { gc: true })
    expect(memory.collected).toBe(true)
    expect(memory.rss).toBeGreaterThan(memory.heapUsed)
    expect(memory.heapUsed).toBeGreaterThan(0)
  })
})
