import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import * as t from 'io-ts'
import { isRight } from 'fp-ts/Either'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { assertSiteIsBuilt } from '#tools/testing/build-freshness'
import { freePort } from '#tools/testing/free-port'
import { startServer } from '#tools/testing/start-server'
import type { RunningServer } from '#tools/testing/start-server'
import { firstLoadOf, isMapCode } from './first-load-of'

// docs/architecture.md, Performance: route -> most first-load JS (KB gzip) it may load; raise a figure only on purpose.
const Budget = t.record(t.string, t.number)
const decoded = Budget.decode(JSON.parse(readFileSync(new URL('./js-budget.json', import.meta.url), 'utf8')))
if (!isRight(decoded)) throw new Error('tools/bench/js-budget.json must map route paths to KB numbers')
const budget = decoded.right
// Each file is a round trip on a phone before the page is interactive: the build keeps them few
// (build-config/first-load-chunks.ts), and this keeps it so.
const maxFiles = 13

let server: RunningServer | undefined
const scratch = mkdtempSync(join(tmpdir(), 'fast-js-budget-'))

beforeAll(async () => {
  assertSiteIsBuilt()
  server = await startServer({ port: await freePort(), env: { VAR_DIR: scratch } })
})

afterAll(async () => {
  await server?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('the first-load JS budget of the built site (tools/bench/js-budget.json)', () => {
  for (const [path, maxKb] of Object.entries(budget)) {
    it(`${path} loads at most ${maxKb} KB of JS (gzip) in ${maxFiles} files up front, and no map code`, async () => {
      if (!server) throw new Error('the built site did not start')
      const load = await firstLoadOf(server.origin, path)
      const kb = load.gzipBytes / 1024
      const biggest = [...load.files]
        .sort((left, right) => right.gzipBytes - left.gzipBytes)
        .slice(0, 5)
        .map((file) => `${file.url} ${(file.gzipBytes / 1024).toFixed(1)} KB`)
      expect(
        kb,
        `${path}: ${kb.toFixed(1)} KB > ${maxKb} KB; biggest: ${biggest.join(', ')}`,
      ).toBeLessThanOrEqual(maxKb)
      expect(
        load.files.length,
        `${path}: ${load.files.map((file) => file.url).join(', ')}`,
      ).toBeLessThanOrEqual(maxFiles)
      expect(load.files.map((file) => file.url).filter((url) => isMapCode(url))).toEqual([])
    })
  }
})
