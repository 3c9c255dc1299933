// Loaded into a server the benchmarks start (NODE_OPTIONS="--expose-gc --import <this file>"), so
// the site itself carries no benchmark code: a second, loopback-only listener on
// BENCH_MEMORY_PORT answers this process's memory as JSON; `?gc=1` first runs a full garbage
// collection (twice: the first pass may only queue finalizers whose objects the second frees),
// so a bench can tell garbage not yet collected from a leak. Plain JavaScript: it loads before
// tsx is registered. The listener is unref'd, so it never keeps a stopping server alive.
import { createServer } from 'node:http'

const port = Number(process.env.BENCH_MEMORY_PORT)
if (Number.isInteger(port) && port > 0) {
  const probe = createServer((request, response) => {
    const collect = new URL(request.url ?? '/', 'http://probe').searchParams.get('gc') === '1'
    const canCollect = collect && typeof globalThis.gc === 'function'
    if (canCollect) for (let pass = 0; pass < 2; pass += 1) globalThis.gc()
    const { rss, heapUsed, heapTotal, external, arrayBuffers } = process.memoryUsage()
    const body = JSON.stringify({ rss, heapUsed, heapTotal, external, arrayBuffers, collected: canCollect })
    response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    response.end(body)
  })
  probe.listen(port, '127.0.0.1')
  probe.unref()
}
