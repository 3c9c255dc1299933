import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import express from 'express'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startEmbeddedCms } from '#tools/testing/embedded-cms'
import type { EmbeddedCms } from '#tools/testing/embedded-cms'
import { freePort } from '#tools/testing/free-port'
import type { Child } from '#tools/processes/child-process'
import { startSite, waitFor } from '#tools/processes/child-process'

// Graceful exit (tests/faults/README.md): SIGTERM while pages are being rendered. The CMS (in this test's process)
// holds the site's queries for news pages, so those page requests are certainly in flight in the
// site when the signal arrives; it sees each query's slug in the URL (GET queries).

const holdMs = 2_500
const pages = [
  {
    path: '/en/news/new-aurora-collection',
    slug: 'new-aurora-collection',
    text: 'Introducing the Aurora collection',
  },
  {
    path: '/en/news/outdoor-design-award',
    slug: 'outdoor-design-award',
    text: 'Onda lounger wins a design award',
  },
  { path: '/it/news/fast-a-maison-objet', slug: 'fast-a-maison-objet', text: 'Maison' },
]

const dir = mkdtempSync(path.join(tmpdir(), 'fault-sigterm-'))
const varDir = path.join(dir, 'var')
const held = new Set<string>()
let cms: EmbeddedCms | undefined
let site: (Child & { origin: string }) | undefined

beforeAll(async () => {
  // Parsed here to read POSTed variables; the CMS's own parser then sees the body as done.
  const json = express.json({ limit: '1mb' })
  cms = await startEmbeddedCms({
    before: (request, response, next) =>
      json(request, response, () => {
        const query = JSON.stringify(request.body ?? null) + decodeURIComponent(request.url)
        const page = pages.find((candidate) => query.includes(`"${candidate.slug}"`))
        if (!page) return next()
        held.add(page.slug)
        setTimeout(next, holdMs)
      }),
  })
  site = await startSite(await freePort(), {
    VAR_DIR: varDir,
    CMS_GRAPHQL_URL: cms.apiUrl,
    CMS_TOKEN: cms.token,
  })
}, 180_000)

afterAll(async () => {
  await site?.stop()
  await cms?.close()
  rmSync(dir, { recursive: true, force: true })
})

describe('SIGTERM', () => {
  it('stops accepting, finishes the requests in flight, closes the database and exits 0', async () => {
    if (!site) throw new Error('not started')
    const origin = site.origin
    expect(existsSync(path.join(varDir, 'accounts.sqlite-wal'))).toBe(true)
    let pending = pages.length
    const answers = pages.map(async (page) => {
      const response = await fetch(`${origin}${page.path}`, { signal: AbortSignal.timeout(30_000) })
      const answer = { status: response.status, text: await response.text() }
      pending -= 1
      return answer
    })
    await waitFor(
      'every page request held at the CMS',
      () => (held.size === pages.length ? true : undefined),
      {
        timeoutMs: 30_000,
        intervalMs: 20,
        child: site,
      },
    )

    const signalled = Date.now()
    site.signal('SIGTERM')
    // New visitors are turned away at once, while the pages in flight are still being rendered.
    const refused = await waitFor(
      'a new connection refused',
      async () => {
        try {
          await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(1_000) })
          return undefined
        } catch (error) {
          const cause = error instanceof Error ? error.cause : undefined
          const code = typeof cause === 'object' && cause !== null && 'code' in cause ? cause.code : undefined
          return code === 'ECONNREFUSED' ? { pendingThen: pending } : undefined
        }
      },
      { timeoutMs: 10_000, intervalMs: 20 },
    )
    expect(refused.pendingThen).toBe(pages.length)

    for (const [index, answer] of (await Promise.all(answers)).entries()) {
      expect(answer.status, pages[index]?.path).toBe(200)
      expect(answer.text).toContain(pages[index]?.text)
    }
    const exit = await site.exited
    const tookMs = Date.now() - signalled
    expect(exit).toEqual({ code: 0, signal: null })
    expect(tookMs).toBeGreaterThanOrEqual(holdMs - 500)
    expect(tookMs).toBeLessThan(holdMs + 7_000)
    expect(site.output()).toContain('Stopped: requests finished, database closed')
    // SQLite removes its write-ahead log when the last connection closes cleanly.
    expect(existsSync(path.join(varDir, 'accounts.sqlite-wal'))).toBe(false)
  }, 60_000)
})
