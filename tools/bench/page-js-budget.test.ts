import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type Browser, chromium } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { chromiumArgs, chromiumExecutable } from '#tools/testing/chromium-path'
import { freePort } from '#tools/testing/free-port'
import { type RunningServer, startServer } from '#tools/testing/start-server'
import { assertSiteIsBuilt } from '#tools/testing/build-freshness'
import { type PageJs, pageJsOf } from './page-js-of'

/**
 * docs/architecture.md, Performance: a phone that only reads a page downloads at most this much JavaScript (KB, gzip at
 * level 9), counting every script the page requests in the 5 s after load with no input: the
 * first load, what hydration imports and the idle prefetch of linked pages. The header's machines,
 * xstate and the page fade load at the first interaction (site/chrome/first-interaction.ts).
 */
const maxKb = 150
const pages = ['/it', '/en', '/en/products', '/it/prodotti/lettino-onda', '/en/news', '/it/chi-siamo']

let server: RunningServer | undefined
let browser: Browser | undefined
const scratch = mkdtempSync(join(tmpdir(), 'fast-page-js-'))
const measured = new Map<string, PageJs>()

beforeAll(async () => {
  assertSiteIsBuilt()
  server = await startServer({ port: await freePort(), env: { VAR_DIR: scratch } })
  browser = await chromium.launch({ executablePath: chromiumExecutable(), args: [...chromiumArgs] })
  const origin = server.origin
  const open = browser
  // All at once: each page waits 5 s without input, so one after another would take half a minute.
  const results = await Promise.all(pages.map((path) => pageJsOf(open, origin, path)))
  for (const result of results) measured.set(result.path, result)
}, 90_000)

afterAll(async () => {
  await browser?.close()
  await server?.stop()
  rmSync(scratch, { recursive: true, force: true })
})

describe('the JavaScript a phone downloads before the visitor interacts', () => {
  for (const path of pages) {
    it(`${path}: at most ${maxKb} KB (gzip) in the 5 s after load, with no input`, () => {
      const js = measured.get(path)
      if (!js) throw new Error(`${path} was not measured`)
      const kb = js.gzipBytes / 1024
      const biggest = [...js.files]
        .sort((left, right) => right.gzipBytes - left.gzipBytes)
        .slice(0, 5)
        .map((file) => `${file.url} ${(file.gzipBytes / 1024).toFixed(1)} KB`)
      console.info(`${path}: ${kb.toFixed(1)} KB of JS in ${js.files.length} files before any input`)
      expect(
        kb,
        `${path}: ${kb.toFixed(1)} KB > ${maxKb} KB; biggest: ${biggest.join(', ')}`,
      ).toBeLessThanOrEqual(maxKb)
      // Nothing that runs only once the visitor acts.
      expect(js.files.map((file) => file.url).filter((url) => /\/page-fade-/.test(url))).toEqual([])
    })
  }
})
