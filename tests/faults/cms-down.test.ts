import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '#tools/testing/free-port'
import { faultCmsToken, startCmsProcess } from '#tools/processes/cms-process'
import type { Child } from '#tools/processes/child-process'
import { startSite, waitFor } from '#tools/processes/child-process'

// Fault 1 (tests/faults/README.md): the site against the embedded CMS running alone in another process.
// CMS_CACHE_TTL_SECONDS=1 makes every answer stale after a second, so the pages below are
// re-rendered from stale answers (X-Html-Cache: miss), not merely replayed from the HTML cache.

const rendered = [
  { path: '/en/news/fast-at-salone-del-mobile-2025', text: 'Fast at Salone del Mobile 2025' },
  { path: '/it/news/fast-al-salone-del-mobile-2025', text: 'Fast al Salone del Mobile 2025' },
  { path: '/en/products', text: 'Products' },
]
const neverRendered = {
  en: { path: '/en/news/new-aurora-collection', title: 'This page is briefly unavailable' },
  it: { path: '/it/news/nuova-collezione-aurora', title: 'Contenuti momentaneamente non disponibili' },
}

const dir = mkdtempSync(path.join(tmpdir(), 'fault-cms-down-'))
const seedDir = path.join(dir, 'seed')
let cms: Child | undefined
let site: (Child & { origin: string }) | undefined
let cmsPort = 0

async function get(url: string) {
  const response = await fetch(url, { signal: AbortSignal.timeout(15_000) })
  return { status: response.status, headers: response.headers, text: await response.text() }
}

beforeAll(async () => {
  cpSync(path.resolve('adapters/local-cms/seed'), seedDir, { recursive: true })
  cmsPort = await freePort()
  cms = await startCmsProcess({ port: cmsPort, varDir: path.join(dir, 'cms-var'), seedDir })
  site = await startSite(await freePort(), {
    VAR_DIR: path.join(dir, 'site-var'),
    CMS_GRAPHQL_URL: `http://127.0.0.1:${cmsPort}/cms/api`,
    CMS_TOKEN: faultCmsToken,
    CMS_CACHE_TTL_SECONDS: '1',
  })
}, 180_000)

afterAll(async () => {
  await site?.stop()
  await cms?.stop()
  rmSync(dir, { recursive: true, force: true })
})

describe('when the CMS process is down', () => {
  it('keeps serving pages already rendered, answers a page never rendered with a 503 in its language, and is fresh once the CMS is back', async () => {
    if (!site || !cms) throw new Error('not started')
    const origin = site.origin
    for (const page of rendered) {
      const answer = await get(`${origin}${page.path}`)
      expect(answer.status, page.path).toBe(200)
      expect(answer.text).toContain(page.text)
    }

    await cms.stop()
    expect(cms.hasExited()).toBe(true)

    // Stale pages: each is re-rendered at least once with the CMS gone, and still answers 200.
    for (const page of rendered) {
      const rerendered = await waitFor(
        `${page.path} rendered again with the CMS down`,
        async () => {
          const answer = await get(`${origin}${page.path}`)
          expect(answer.status, page.path).toBe(200)
          expect(answer.text).toContain(page.text)
          return answer.headers.get('x-html-cache') === 'miss' ? answer : undefined
        },
        { timeoutMs: 20_000, intervalMs: 200 },
      )
      expect(rerendered.status).toBe(200)
    }

    for (const [locale, page] of Object.entries(neverRendered)) {
      const answer = await get(`${origin}${page.path}`)
      expect(answer.status, page.path).toBe(503)
      expect(answer.headers.get('retry-after')).toMatch(/^\d+$/)
      expect(answer.headers.get('content-type')).toMatch(/^text\/html/)
      expect(answer.text).toContain(`<html lang="${locale}"`)
      expect(answer.text).toContain(page.title)
      // A page for people: no error name, no stack frames, no cache of it.
      expect(answer.text).not.toMatch(/CmsError|ECONNREFUSED|\n\s+at /)
      expect(answer.headers.get('x-html-cache')).toBe('miss')
    }

    // The editors changed a title while the CMS was down; it comes back with the new content.
    const file = path.join(seedDir, 'entries', 'news.json')
    const newTitle = 'Fast at Salone del Mobile 2025: the new stand'
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replaceAll('"Fast at Salone del Mobile 2025"', JSON.stringify(newTitle)),
    )
    cms = await startCmsProcess({ port: cmsPort, varDir: path.join(dir, 'cms-var'), seedDir })

    await waitFor(
      'the changed title on the page rendered during the outage',
      async () => {
        const answer = await get(`${origin}${rendered[0]?.path ?? ''}`)
        return answer.status === 200 && answer.text.includes(newTitle) ? true : undefined
      },
      { timeoutMs: 30_000, intervalMs: 250 },
    )
    for (const page of Object.values(neverRendered)) {
      const answer = await get(`${origin}${page.path}`)
      expect(answer.status, page.path).toBe(200)
      expect(answer.headers.get('retry-after')).toBeNull()
    }
  }, 180_000)
})
