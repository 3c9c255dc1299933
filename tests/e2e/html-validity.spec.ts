import { expect, test } from '@playwright/test'
import { localeCodes } from '#schema/locale'
import { auditViewports, everyBlockPaths, registerVisitor, reservedPaths } from '#tests/a11y/audit-targets'
import { nuErrors } from '#tests/a11y/nu-checker'
import { onePathPerScreen } from '#tests/a11y/one-path-per-screen'
import { inPagePool } from '#tests/a11y/page-pool'
import { gotoHydrated } from './hydrated'

// docs/accessibility.md: the server's HTML of every screen kind, in both locales, has no error
// for the Nu HTML Checker (vnu-jar, on the machine's Java). One page per screen and locale: the
// first the sitemap lists, the every-block pages, the reserved-area screens (with a session where
// they need one) and the not-found page.

test('the server HTML of every screen kind in both locales passes the Nu HTML Checker', async ({
  playwright,
  request,
}) => {
  test.setTimeout(3 * 60_000)
  const publicPaths = [
    ...(await onePathPerScreen(request)),
    ...everyBlockPaths,
    ...reservedPaths('anonymous'),
    ...localeCodes.map((locale) => `/${locale}/no-such-page`),
  ]
  const withSession = await playwright.request.newContext({ baseURL: test.info().project.use.baseURL })
  for (const locale of localeCodes)
    await registerVisitor(withSession, test.info().project.use.baseURL ?? '', locale)
  const documents = [
    ...(await Promise.all(
      publicPaths.map(async (path) => ({ name: path, html: await (await request.get(path)).text() })),
    )),
    ...(await Promise.all(
      reservedPaths('session').map(async (path) => {
        const answer = await withSession.get(path)
        // A lost session would check the login page in the account's place.
        expect(new URL(answer.url()).pathname).toBe(path)
        return { name: path, html: await answer.text() }
      }),
    )),
  ]
  await withSession.dispose()
  expect(documents.length).toBeGreaterThan(40)
  const errors = await nuErrors(documents)
  test.info().annotations.push({
    type: 'Nu HTML Checker',
    description: `${documents.length} documents, ${errors.length} errors`,
  })
  expect(errors.map((error) => `${error.name}:${error.line}: ${error.message} [${error.extract}]`)).toEqual(
    [],
  )
})

// What the browser holds once the app has run is checked too. React adds to the head after
// hydration (prefetch links of the links on screen, title and meta of the route), which the server
// HTML never shows. One page per screen kind and locale, at desktop size, once the prefetch of the
// header's links has been inserted.
test('the hydrated DOM of every screen kind in both locales passes the Nu HTML Checker', async ({
  browser,
  request,
}) => {
  // About a minute on a quiet 2-core machine; 10 minutes when eight builds share it.
  test.setTimeout(10 * 60_000)
  const started = Date.now()
  const paths = [...(await onePathPerScreen(request)), ...everyBlockPaths, ...reservedPaths('anonymous')]
  const context = await browser.newContext({ viewport: auditViewports[0] })
  const documents = await inPagePool(context, paths, 2, async (page, path) => {
    await gotoHydrated(page, path)
    // The header's links are on screen: their prefetch links come once the browser is idle.
    await page.waitForFunction(() => document.head.querySelector('link[rel="prefetch"]') !== null)
    const html = await page.evaluate(() => `<!DOCTYPE html>${document.documentElement.outerHTML}`)
    return { name: `${path} (hydrated)`, html }
  })
  await context.close()
  const errors = await nuErrors(documents)
  test.info().annotations.push({
    type: 'Nu HTML Checker, hydrated',
    description: `${documents.length} documents in ${Math.round((Date.now() - started) / 1000)} s, ${errors.length} errors`,
  })
  expect(errors.map((error) => `${error.name}:${error.line}: ${error.message} [${error.extract}]`)).toEqual(
    [],
  )
})
