import { expect, test } from '@playwright/test'
import type { Browser, BrowserContext, Page } from '@playwright/test'
import { screenPath } from '#runtime/route-table'
import type { Locale } from '#schema/locale'
import { translationsFor } from '#site/i18n/translations'
import { registration } from '#tools/testing/account-fixtures'

// spec 4 and 6: a logged-in visitor's pages are rendered for them on the server (the header's
// account link at once, restricted downloads open, /login and /register saying so), and such a
// page is never cached or shown to anyone else: two browsers, one logged in, one anonymous, ask
// for the same URLs in turn. With JavaScript and without.
const productPaths: Record<Locale, string> = {
  en: '/en/products/onda-sun-lounger',
  it: '/it/prodotti/lettino-onda',
}
const publicCache = 'public, s-maxage=60, stale-while-revalidate=600'

/** A browser context logged in as a new user (the login call of a browser: its cookies). */
async function loggedInContext(browser: Browser, baseURL: string, javaScriptEnabled: boolean) {
  const email = `rendered-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Lettino in alluminio 42'
  const context = await browser.newContext({ javaScriptEnabled, baseURL })
  const registered = await context.request.post('/api/auth/v1/register', {
    headers: { Origin: baseURL },
    data: { ...registration(email, password), locale: 'it' },
  })
  expect(registered.status()).toBe(201)
  expect((await context.cookies()).map((cookie) => cookie.name)).toContain('fast_jwt')
  return { context, email }
}

/**
 * Records, from the first byte of the document, whether the header ever showed its login button:
 * the "LOG IN" flash a page rendered for an anonymous visitor would show before hydration.
 */
async function watchForLoginButton(context: BrowserContext, label: string) {
  await context.addInitScript((name: string) => {
    const seen: string[] = []
    Object.assign(window, { loginButtonSeen: seen })
    const check = () => {
      const header = document.querySelector('header')
      const buttons = header ? [...header.querySelectorAll('button')] : []
      if (buttons.some((button) => button.textContent?.trim() === name)) seen.push(location.pathname)
    }
    new MutationObserver(check).observe(document, { childList: true, subtree: true, characterData: true })
  }, label)
}

async function loginButtonSeen(page: Page): Promise<unknown> {
  return page.evaluate(() => ('loginButtonSeen' in window ? window.loginButtonSeen : 'not watched'))
}

for (const javaScriptEnabled of [false, true]) {
  for (const locale of ['it', 'en'] as const) {
    const t = translationsFor(locale)
    const how = javaScriptEnabled ? 'with JS' : 'without JS'

    test(`${locale} ${how}: a logged-in visitor's pages are theirs, never cached or shown to anyone else`, async ({
      browser,
      baseURL,
    }) => {
      test.setTimeout(60_000)
      const { context: theirs, email } = await loggedInContext(browser, baseURL ?? '', javaScriptEnabled)
      if (javaScriptEnabled) await watchForLoginButton(theirs, t.chrome.login())
      const anonymous = await browser.newContext({ javaScriptEnabled, baseURL: baseURL ?? '' })
      const visitor = await theirs.newPage()
      const stranger = await anonymous.newPage()
      const product = productPaths[locale]
      const header = (page: Page) => page.getByRole('banner')
      // The header's login control: a button once JS runs, a link to the login screen without it.
      const loginControl = (page: Page) =>
        header(page).getByRole(javaScriptEnabled ? 'button' : 'link', { name: t.chrome.login(), exact: true })

      await test.step('the stranger first: the anonymous page, kept for the next stranger', async () => {
        const first = await stranger.goto(product)
        expect(first?.headers()['cache-control']).toBe(publicCache)
        await expect(loginControl(stranger)).toBeVisible()
        await expect(stranger.locator('[data-locked]').first()).toBeVisible()
      })

      await test.step('the logged-in visitor: the account link and open downloads in the HTML, private', async () => {
        const answer = await visitor.goto(product)
        expect(answer?.headers()['cache-control']).toBe('private, no-store')
        expect(answer?.headers()['x-html-cache']).not.toBe('hit')
        await expect(
          header(visitor).getByRole('link', { name: t.chrome.account(), exact: true }).first(),
        ).toBeVisible()
        await expect(loginControl(visitor)).toHaveCount(0)
        await expect(visitor.locator('[data-locked]')).toHaveCount(0)
        await expect(visitor.locator('main a[href^="/api/downloads/"]').first()).toBeVisible()
        // Without JS this is the server's HTML itself; with JS, no login button was ever shown.
        if (javaScriptEnabled) {
          await visitor.waitForFunction(() => 'dataLayer' in window)
          expect(await loginButtonSeen(visitor)).toEqual([])
        }
      })

      await test.step('the stranger again: the cached anonymous page, nothing of the visitor', async () => {
        let again = await stranger.goto(product)
        // The entry the first visit read may have been another test's, near the end of its 60 s:
        // then this visit renders the page again (still anonymous), and the next one reads it.
        if (again?.headers()['x-html-cache'] !== 'hit') {
          expect((await again?.text()) ?? '').not.toContain(email)
          again = await stranger.goto(product)
        }
        expect(again?.headers()['cache-control']).toBe(publicCache)
        expect(again?.headers()['x-html-cache']).toBe('hit')
        await expect(loginControl(stranger)).toBeVisible()
        await expect(stranger.locator('[data-locked]').first()).toBeVisible()
        await expect(stranger.locator('main a[href^="/api/downloads/"]')).toHaveCount(0)
        expect(await (again?.text() ?? Promise.resolve(''))).not.toContain(email)
      })

      await test.step('login and register say the visitor is already logged in, with the way on', async () => {
        for (const screen of ['login', 'register'] as const) {
          const answer = await visitor.goto(screenPath(screen, locale))
          expect(answer?.headers()['cache-control']).toBe('private, no-store')
          const main = visitor.getByRole('main')
          await expect(main.getByRole('status')).toHaveText(t.account.notices.alreadyLoggedIn({ email }))
          await expect(main.getByRole('link', { name: t.account.accountLink() })).toHaveAttribute(
            'href',
            screenPath('account', locale),
          )
          await expect(main.locator('form[data-form]')).toHaveCount(0)
          await visitor.screenshot({
            path: `test-results/logged-in-pages/${locale}-${javaScriptEnabled ? 'js' : 'no-js'}-${screen}.png`,
            fullPage: true,
          })
          // The stranger still gets the form.
          await stranger.goto(screenPath(screen, locale))
          await expect(stranger.getByRole('main').locator('form[data-form]')).toHaveCount(1)
        }
        if (javaScriptEnabled) expect(await loginButtonSeen(visitor)).toEqual([])
      })

      await theirs.close()
      await anonymous.close()
    })
  }
}
