import { afterAll, describe, expect, it } from 'vitest'
import * as t from 'io-ts'
import { decodeOrThrow } from '#schema/decode'
import { type BuiltSite, siteIsBuilt, startBuiltSite } from '#tools/testing/built-site'

const sites: BuiltSite[] = []
const Memory = t.type({ rss: t.number, heapUsed: t.number, heapTotal: t.number, collected: t.boolean })

async function start(env: Record<string, string>): Promise<BuiltSite> {
  const site = await startBuiltSite(env)
  sites.push(site)
  return site
}

afterAll(async () => {
  await Promise.all(sites.map((site) => site.stop()))
})

describe.skipIf(!siteIsBuilt)('the benchmarks memory hook', () => {
  it('answers the server process memory under BENCH_HOOKS, not cached', async () => {
    const site = await start({ BENCH_HOOKS: '1' })
    const response = await fetch(`${site.url}/__bench/memory?gc=1`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const memory = decodeOrThrow(Memory, await response.json(), '/__bench/memory')
    for (const bytes of [memory.rss, memory.heapUsed, memory.heapTotal]) expect(bytes).toBeGreaterThan(0)
    expect(memory.rss).toBeGreaterThan(memory.heapUsed)
    // vitest's workers are not started with --expose-gc: the hook says whether it could collect.
    expect(memory.collected).toBe(typeof globalThis.gc === 'function')
  })

  it('is not there without BENCH_HOOKS', async () => {
    const site = await start({})
    const response = await fetch(`${site.url}/__bench/memory`)
    await response.arrayBuffer()
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
  })
})
