import { expect, test } from '@playwright/test'
import { localeCodes } from '#schema/locale'
import { matchScreen } from '#runtime/route-table'
import { registerVisitor, reservedPaths, sitemapPaths } from '#tools/a11y/audit-targets'
import { nuErrors } from '#tools/a11y/nu-checker'

// docs/accessibility.md: the server's HTML of every screen kind, in both locales, has no error
// for the Nu HTML Checker (vnu-jar, on the machine's Java). One page per screen and locale: the
// first the sitemap lists, the reserved-area screens (with a session where they need one) and the
// not-found page.

test('the server HTML of every screen kind in both locales passes the Nu HTML Checker', async ({
  playwright,
  request,
}) => {
  test.setTimeout(3 * 60_000)
  const firstOfEach = new Map<string, string>()
  for (const path of await sitemapPaths(request)) {
    const match = matchScreen(path)
    const key = match ? `${match.screen} ${match.locale}` : path
    if (!firstOfEach.has(key)) firstOfEach.set(key, path)
  }
  const publicPaths = [
    ...firstOfEach.values(),
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
