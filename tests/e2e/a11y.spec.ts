import { expect, test } from '@playwright/test'
import { localeCodes } from '#schema/locale'
import { auditViewports, registerVisitor, reservedPaths, sitemapPaths } from '#tests/a11y/audit-targets'
import { axeFindings, formatFindings, type AxeFinding } from '#tests/a11y/axe-audit'
import { onePathPerLayout } from '#tests/a11y/one-path-per-layout'
import { inPagePool } from '#tests/a11y/page-pool'

// docs/accessibility.md: axe-core at every impact level, zero violations, on every reserved-area
// screen in both locales and, at a laptop's size, on every sitemap URL; at a phone's size, on one
// sitemap URL per layout (screen, locale and set of blocks: tests/a11y/one-path-per-layout.ts),
// since what one page of a layout has and another has not is content, the same at every width.
// One test per size, each with pages side by side, so the two sizes run on the two workers and a
// retry redoes one size, not both; the open states (menus, overlays, failed forms, map popup,
// lightbox, hotpoints) are a11y-states.spec.ts.
const pagesPerViewport = 3

for (const viewport of auditViewports)
  test(`every sitemap page and reserved-area screen passes axe at ${viewport.name} size`, async ({
    browser,
    request,
  }) => {
    // 10 to 12 minutes each, side by side, on the slowest 2-core machine seen; the rest is margin.
    test.setTimeout(25 * 60_000)
    const started = Date.now()
    const pagePaths =
      viewport.name === 'desktop' ? await sitemapPaths(request) : await onePathPerLayout(request)
    const publicPaths = [...pagePaths, ...reservedPaths('anonymous')]
    const sessionPaths = reservedPaths('session')
    expect(pagePaths.length).toBeGreaterThan(viewport.name === 'desktop' ? 100 : 30)

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
        return axeFindings(page, where)
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
    const audited = publicPaths.length + sessionPaths.length
    test.info().annotations.push({
      type: 'axe sweep',
      description: `${audited} page views in ${Math.round((Date.now() - started) / 1000)} s, ${findings.length} violations`,
    })
    console.log(`axe sweep: ${audited} page views in ${Math.round((Date.now() - started) / 1000)} s`)
    expect(formatFindings(findings)).toEqual([])
  })
