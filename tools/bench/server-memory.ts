import { fileURLToPath } from 'node:url'
import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'

/** What the memory probe (`memory-probe.mjs`) loaded into a bench's server answers, in bytes. */
const BenchMemory = t.type({
  rss: t.number,
  heapUsed: t.number,
  heapTotal: t.number,
  external: t.number,
  arrayBuffers: t.number,
  collected: t.boolean,
})
export type BenchMemory = t.TypeOf<typeof BenchMemory>

/** What a bench reports of the server's memory around a run, in MB. */
export type MemoryFigures = {
  /** Idle, after a full GC, before the load. */
  start: { rssMb: number; heapUsedMb: number }
  /** The highest values seen by sampling during the load (no GC forced). */
  peak: { rssMb: number; heapUsedMb: number; samples: number }
  /** Idle again after the load, after a full GC. */
  after: { rssMb: number; heapUsedMb: number }
  /** Whether the server could run a full GC (started with --expose-gc) before start and after. */
  collected: boolean
}

/** How a bench starts a server with the memory probe, and where it then reads the memory. */
export type MemoryProbe = { nodeFlags: string[]; env: Record<string, string>; origin: string }

/** The probe on loopback `port`, beside the server: flags and environment for `startServer`. */
export function memoryProbe(port: number): MemoryProbe {
  const file = fileURLToPath(new URL('./memory-probe.mjs', import.meta.url))
  return {
    nodeFlags: ['--expose-gc', '--import', file],
    env: { BENCH_MEMORY_PORT: String(port) },
    origin: `http://127.0.0.1:${port}`,
  }
}

/** Bytes in MB, to one decimal. */
export const mb = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10

/** The server's own memory, read from its probe; with `gc`, after a full garbage collection. */
export async function readServerMemory(
  probeOrigin: string,
  options: { gc?: boolean } = {},
): Promise<BenchMemory> {
  const response = await fetch(`${probeOrigin}/${options.gc ? '?gc=1' : ''}`, {
    signal: AbortSignal.timeout(30_000),
  })
  if (!response.ok) throw new Error(`the memory probe answered ${response.status}`)
  return decodeOrThrow(BenchMemory, await response.json(), 'the memory probe')
}

/**
 * Memory of a server around `run`: read after a GC at start, sampled every `everyMs` while `run`
 * lasts (the peak), and read again after a GC once the server has been idle `settleMs`.
 */
export async function watchServerMemory<T>(
  probeOrigin: string,
  run: () => Promise<T>,
  options: { everyMs?: number; settleMs?: number } = {},
): Promise<{ result: T; memory: MemoryFigures }> {
  const start = await readServerMemory(probeOrigin, { gc: true })
  let peakRss = start.rss
  let peakHeap = start.heapUsed
  let samples = 0
  let sampling = true
  const sampler = (async () => {
    while (sampling) {
      await new Promise((resolve) => setTimeout(resolve, options.everyMs ?? 500))
      // A sample may be slow or fail while the server is saturated; the next one counts.
      const sample = await readServerMemory(probeOrigin).catch(() => undefined)
      if (!sample) continue
      samples += 1
      peakRss = Math.max(peakRss, sample.rss)
      peakHeap = Math.max(peakHeap, sample.heapUsed)
    }
  })()
  let result: T
  try {
    result = await run()
  } finally {
    sampling = false
    await sampler
  }
  await new Promise((resolve) => setTimeout(resolve, options.settleMs ?? 2_000))
  const after = await readServerMemory(probeOrigin, { gc: true })
  return {
    result,
    memory: {
      start: { rssMb: mb(start.rss), heapUsedMb: mb(start.heapUsed) },
      peak: { rssMb: mb(peakRss), heapUsedMb: mb(peakHeap), samples },
      after: { rssMb: mb(after.rss), heapUsedMb: mb(after.heapUsed) },
      collected: start.collected && after.collected,
    },
  }
}

/** One line of a memory report: start -> peak -> after, RSS and heap used. */
export function memoryLine(memory: MemoryFigures): string {
  const { start, peak, after } = memory
  return (
    `RSS ${start.rssMb} -> peak ${peak.rssMb} -> after ${after.rssMb} MB; ` +
    `heap used ${start.heapUsedMb} -> peak ${peak.heapUsedMb} -> after ${after.heapUsedMb} MB` +
    (memory.collected ? ' (start and after: after a full GC)' : ' (no GC exposed: start/after are raw)')
  )
}
