import express from 'express'
import type { Router } from 'express'

/** What `/__bench/memory` answers: the server process's own figures, in bytes. */
export type BenchMemory = {
  rss: number
  heapUsed: number
  heapTotal: number
  external: number
  arrayBuffers: number
  /** Whether `?gc=1` ran a full collection first (the process was started with --expose-gc). */
  collected: boolean
}

/**
 * Hooks for the benchmarks (tools/bench), mounted only when BENCH_HOOKS is set, never in a
 * deployment: `GET /__bench/memory` reads this process's memory, which only the process itself
 * knows (the heap); with `?gc=1` it first runs a full garbage collection when the process was
 * started with `--expose-gc`, so a bench can tell garbage not yet collected from a leak.
 */
export function benchHooks(): Router {
  const router = express.Router()
  router.get('/__bench/memory', (request, response) => {
    const collect = request.query['gc'] === '1' && typeof globalThis.gc === 'function'
    // Twice: the first pass may only queue finalizers whose objects the second frees.
    if (collect) for (let pass = 0; pass < 2; pass += 1) globalThis.gc?.()
    const memory = process.memoryUsage()
    const answer: BenchMemory = {
      rss: memory.rss,
      heapUsed: memory.heapUsed,
      heapTotal: memory.heapTotal,
      external: memory.external,
      arrayBuffers: memory.arrayBuffers,
      collected: collect,
    }
    response.set('Cache-Control', 'no-store').json(answer)
  })
  return router
}
