import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { localeSwitchMachine } from '#machines/locale-switch.machine'
import type { Locale } from '#schema/locale'
import { defineFlow } from './flow'
import type { FlowAction, FlowContext } from './flow'
import { desktopViewport, holdRequests, openHydrated } from './page-helpers'

// The language switcher in the header, from four kinds of page. The switch's request to
// /switch-locale is held, as on a slow network, until the step lets it through or cuts it. The
// counterparts are the local CMS seed's (pages.json, products.json): the slugs differ per locale.
type Visit = { from: string; to: string; locale: Locale; target: Locale; calls: Held }
type Held = Awaited<ReturnType<typeof holdRequests>>
const visits = new WeakMap<Page, Visit>()
const visit = ({ page }: FlowContext) => {
  const found = visits.get(page)
  if (!found) throw new Error('the locale switch flow has not started')
  return found
}
const switchName: Record<Locale, string> = { it: 'Lingua', en: 'Language' }
const failure: Record<Locale, string> = {
  it: 'Non è stato possibile cambiare lingua: controlla la connessione e riprova',
  en: 'The language could not be changed: check the connection and try again',
}
const switcher = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('navigation', { name: switchName[locale] })
const localeCookie = async (page: Page) =>
  (await page.context().cookies()).find((cookie) => cookie.name === 'locale')

const from = (does: string, path: string, to: string, locale: Locale, target: Locale): FlowAction => ({
  does: `Open ${path} (${does}) in a desktop window, without a locale cookie`,
  run: async ({ page }) => {
    const calls = await holdRequests(page, /\/switch-locale\?/)
    visits.set(page, { from: path, to, locale, target, calls })
    await openHydrated(page, path)
  },
})

const [home, ...others] = [
  from('the home page', '/it', '/en', 'it', 'en'),
  from('a product', '/it/prodotti/lettino-onda', '/en/products/onda-sun-lounger', 'it', 'en'),
  from('a page, in English', '/en/about-us', '/it/chi-siamo', 'en', 'it'),
  from('the product list', '/it/prodotti', '/en/products', 'it', 'en'),
]
if (!home) throw new Error('the locale switch flow needs a start')

export const localeSwitchFlow = defineFlow({
  machine: localeSwitchMachine,
  where: "the header's language switcher: home, a product, a page (in English), the product list",
  viewport: desktopViewport,
  start: home,
  alsoStarts: others,
  events: {
    SWITCH: {
      does: "Press the other language's round button in the header (EN on an Italian page, IT on an English one)",
      run: async (context) => {
        const { locale, target } = visit(context)
        await switcher(context.page, locale)
          .getByRole('link', { name: target.toUpperCase(), exact: true })
          .click()
      },
    },
    'setLocale done': {
      does: 'Let the switch request reach the server (it sets the cookie; the counterpart page loads)',
      run: async (context) => (await visit(context).calls.latest()).release(),
    },
    'setLocale error': {
      does: 'Cut the network for the switch request (as when the connection drops)',
      run: async (context) => (await visit(context).calls.latest()).fail(),
    },
  },
  states: {
    current: async (context) => {
      const { page } = context
      const { from: path, to, locale, target } = visit(context)
      await expect(page).toHaveURL(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      const nav = switcher(page, locale)
      await expect(nav.locator('[aria-current="true"]')).toHaveText(locale.toUpperCase())
      // The link itself goes to the counterpart through /switch-locale: the switch without JavaScript.
      await expect(nav.getByRole('link', { name: target.toUpperCase(), exact: true })).toHaveAttribute(
        'href',
        `/switch-locale?to=${encodeURIComponent(to)}`,
      )
      expect(await localeCookie(page)).toBeUndefined()
    },
    switching: async (context) => {
      const { page } = context
      const { from: path, locale, target } = visit(context)
      await expect(
        switcher(page, locale).getByRole('link', { name: target.toUpperCase(), exact: true }),
      ).toHaveAttribute('aria-busy', 'true')
      await expect(page).toHaveURL(path)
      await expect(page.getByRole('alert').filter({ hasText: failure[locale] })).toHaveCount(0)
    },
    switched: async (context) => {
      const { page } = context
      const { to, locale, target } = visit(context)
      await expect(page).toHaveURL(to)
      await expect(page.locator('html')).toHaveAttribute('lang', target)
      await expect(switcher(page, target).locator('[aria-current="true"]')).toHaveText(target.toUpperCase())
      const cookie = await localeCookie(page)
      expect(cookie?.value).toBe(target)
      const daysLeft = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
      expect(daysLeft).toBeGreaterThan(364.9)
      expect(daysLeft).toBeLessThanOrEqual(365 + 1 / 86_400)
      // The site's root, typed in a new tab by a browser preferring the old language: the cookie wins.
      const tab = await page.context().newPage()
      await tab.setExtraHTTPHeaders({ 'Accept-Language': locale })
      await tab.goto('/')
      await expect(tab).toHaveURL(`/${target}`)
      await expect(tab.locator('html')).toHaveAttribute('lang', target)
      await tab.close()
    },
    failed: async (context) => {
      const { page } = context
      const { from: path, locale, target } = visit(context)
      await expect(page.getByRole('alert').filter({ hasText: failure[locale] })).toBeVisible()
      await expect(page).toHaveURL(path)
      await expect(page.locator('html')).toHaveAttribute('lang', locale)
      await expect(
        switcher(page, locale).getByRole('link', { name: target.toUpperCase(), exact: true }),
      ).not.toHaveAttribute('aria-busy', 'true')
      expect(await localeCookie(page)).toBeUndefined()
    },
  },
})
