import { expect, test } from '@playwright/test'
import { auditViewports, everyBlockPaths, reservedPaths } from '#tests/a11y/audit-targets'
import { axeFindings, formatFindings } from '#tests/a11y/axe-audit'
import { onePathPerScreen } from '#tests/a11y/one-path-per-screen'
import { inPagePool } from '#tests/a11y/page-pool'
import { gotoHydrated } from './hydrated'

// The sweep (a11y.spec.ts) audits each page at its load event, before the app has run; what React
// changes after hydration (sliders' tracks and live regions, prefetch links, filters, the route
// announcer) is audited here. One page per screen kind and locale, the reserved screens and the
// every-block page, at both sizes.

for (const viewport of auditViewports)
  test(`one page per screen kind passes axe once hydrated at ${viewport.name} size`, async ({
    browser,
    request,
  }) => {
    // About a minute each on a quiet 2-core machine; 12 minutes when eight builds share it.
    test.setTimeout(12 * 60_000)
    const started = Date.now()
    const paths = [...(await onePathPerScreen(request)), ...reservedPaths('anonymous'), ...everyBlockPaths]
    const context = await browser.newContext({ viewport })
    const findings = await inPagePool(context, paths, 2, async (page, path) => {
      await gotoHydrated(page, path)
      return axeFindings(page, `${path} (hydrated) @${viewport.name}`)
    })
    await context.close()
    const seconds = Math.round((Date.now() - started) / 1000)
    test.info().annotations.push({
      type: 'axe after hydration',
      description: `${paths.length} pages in ${seconds} s, ${findings.flat().length} violations`,
    })
    console.log(`axe after hydration @${viewport.name}: ${paths.length} pages in ${seconds} s`)
    expect(formatFindings(findings.flat())).toEqual([])
  })
