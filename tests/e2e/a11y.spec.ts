import { expect, test } from '@playwright/test'
import { localeCodes } from '#schema/locale'
import {
  auditViewports,
  everyBlockPaths,
  registerVisitor,
  reservedPaths,
  sitemapPaths,
} from '#tests/a11y/audit-targets'
import { axeFindings, formatFindings, type AxeFinding } from '#tests/a11y/axe-audit'
import { contentFindings } from '#tests/a11y/content-audit'
import { onePathPerLayout } from '#tests/a11y/one-path-per-layout'
import { onePathPerScreen } from '#tests/a11y/one-path-per-screen'
import { inPagePool } from '#tests/a11y/page-pool'

// docs/accessibility.md: axe-core at every impact level, zero violations, on every reserved-area
// screen in both locales and on one sitemap URL per layout (screen, locale and set of blocks:
// tests/a11y/one-path-per-layout.ts) at a laptop's and a phone's size. What two pages of one layout
// differ by is CMS content, and what content can break (alt texts, link names, headings, ids) is
// read from every sitemap page's HTML without a browser, in the last test (decision 065).
//
// Each page is audited at its load event, before the app has run (what a visitor without
// JavaScript gets), and one page per screen kind, the anonymous reserved screens and the
// every-block pages again in the same view once React has hydrated: what the app adds (slider
// tracks and live regions, filter counts, prefetch links, the route announcer).
//
// One test per size, each with pages side by side, so the two sizes run on the two workers and a
// retry redoes one size, not both; the open states (menus, overlays, failed forms, map popup,
// lightbox, hotpoints) are a11y-states.spec.ts.
const pagesPerViewport = 3

for (const viewport of auditViewports)
  test(`one sitemap page per layout and every reserved-area screen pass axe at ${viewport.name} size`, async ({
    browser,
    request,
  }) => {
    // 1 to 2 minutes each on a 2-core machine; 6 when other builds share it. The rest is margin.
    test.setTimeout(12 * 60_000)
    const started = Date.now()
    const pagePaths = await onePathPerLayout(request)
    const publicPaths = [...pagePaths, ...everyBlockPaths, ...reservedPaths('anonymous')]
    const sessionPaths = reservedPaths('session')
    const auditedHydrated = new Set([
      ...(await onePathPerScreen(request)),
      ...everyBlockPaths,
      ...reservedPaths('anonymous'),
    ])
    expect(pagePaths.length).toBeGreaterThan(30)

    const audit = async (context: Awaited<ReturnType<typeof browser.newContext>>, paths: string[]) =>
      inPagePool(context, paths, pagesPerViewport, async (page, path) => {
        const where = `${path} @${viewport.name}`
        // A page that never finishes loading is one finding, not the whole sweep's time.
        const answer = await page
          .goto(path, { waitUntil: 'load', timeout: 60_000 })
          .catch((error: unknown) => {
            if (error instanceof Error && error.name === 'TimeoutError') return 'timed out' as const
            throw error
          })
        if (answer === 'timed out')
          return [{ where, rule: 'load', impact: 'critical', help: 'did not load within 60 s', targets: [] }]
        if (new URL(page.url()).pathname !== path)
          return [
            { where, rule: 'redirected', impact: 'critical', help: `landed on ${page.url()}`, targets: [] },
          ]
        if (answer?.status() !== 200)
          return [
            {
              where,
              rule: 'http-status',
              impact: 'critical',
              help: `answered ${answer?.status()}`,
              targets: [],
            },
          ]
        const atLoad = await axeFindings(page, where)
        if (!auditedHydrated.has(path)) return atLoad
        // The page view pushed to window.dataLayer comes once the app runs (tests/e2e/hydrated.ts).
        await page.waitForFunction(() => 'dataLayer' in window)
        return [...atLoad, ...(await axeFindings(page, `${path} (hydrated) @${viewport.name}`))]
      })
    const anonymous = await browser.newContext({ viewport })
    const withSession = await browser.newContext({ viewport })
    let findings: AxeFinding[]
    try {
      // One visitor per locale, so each account screen shows a profile in its own language.
      const origin = test.info().project.use.baseURL ?? ''
      for (const locale of localeCodes) await registerVisitor(withSession.request, origin, locale)
      const found = [...(await audit(anonymous, publicPaths)), ...(await audit(withSession, sessionPaths))]
      findings = found.flat()
    } finally {
      await anonymous.close()
      await withSession.close()
    }
    const views = publicPaths.length + sessionPaths.length
    const seconds = Math.round((Date.now() - started) / 1000)
    const done = `${views} page views, ${views + auditedHydrated.size} audits in ${seconds} s`
    test.info().annotations.push({ type: 'axe sweep', description: `${done}, ${findings.length} violations` })
    console.log(`axe sweep @${viewport.name}: ${done}`)
    expect(formatFindings(findings)).toEqual([])
  })

test('the content of every sitemap page and of the every-block pages passes the content audit', async ({
  request,
}) => {
  const paths = [...(await sitemapPaths(request)), ...everyBlockPaths]
  expect(paths.length).toBeGreaterThan(100)
  const findings: AxeFinding[] = []
  for (const path of paths) {
    const answer = await request.get(path)
    expect(answer.status(), path).toBe(200)
    findings.push(...contentFindings(await answer.text(), path))
  }
  expect(formatFindings(findings)).toEqual([])
})
