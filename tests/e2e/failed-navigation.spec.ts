import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import {
  followMenuLink,
  journeySizes,
  markDocument,
  menuWords,
  openHydrated,
  sameDocument,
} from '#tools/testing/site-journeys'

// spec §2.5: a page whose data fails to load shows its error inside the layout, in the page's
// language, with a way back, and the progress bar turns red; a code chunk that fails to load
// loads the target page as a document, at most once every 60 s (spec §9); within those 60 s the
// visitor stays on their page and is told (decision 036).

const errorWords = {
  it: {
    aborted: 'Si è verificato un errore',
    '503': 'Contenuti momentaneamente non disponibili',
    home: 'Torna alla home',
    retry: 'Riprova',
    couldNotLoad: 'La pagina non si è caricata',
  },
  en: {
    aborted: 'Something went wrong',
    '503': 'This page is briefly unavailable',
    home: 'Back to the home page',
    retry: 'Try again',
    couldNotLoad: 'The page could not load',
  },
} as const

const failures = {
  aborted: (page: Page, path: string) => page.route(`**${path}.data*`, (route) => route.abort()),
  '503': (page: Page, path: string) =>
    page.route(`**${path}.data*`, (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    ),
}

for (const locale of ['it', 'en'] as const) {
  for (const [size, viewport] of Object.entries(journeySizes)) {
    test.describe(`${locale}, ${size}`, () => {
      test.use({ viewport })
      const menu = menuWords[locale]
      const w = errorWords[locale]

      for (const failure of ['aborted', '503'] as const) {
        const fail = failures[failure]
        const title = w[failure]
        test(`a page load that fails (${failure}) errs inside the layout, in its language, with a way back and a red bar`, async ({
          page,
        }) => {
          await fail(page, menu.aboutPath)
          await openHydrated(page, `/${locale}`)
          await followMenuLink(page, size === 'phone' ? 'phone' : 'desktop', menu.aboutUs, menu.openMenu)
          await expect(page).toHaveURL(new RegExp(`${menu.aboutPath}$`))
          const main = page.getByRole('main')
          await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
          await expect(page.locator('[role="progressbar"]')).toHaveAttribute('data-state', 'failed')
          await expect(page.locator('html')).toHaveAttribute('lang', locale)
          await expect(page.getByRole('banner')).toBeVisible()
          await expect(page.getByRole('contentinfo')).toBeVisible()
          await expect(main.getByRole('link', { name: w.home })).toHaveAttribute('href', `/${locale}`)
          // The way back to what the visitor asked for: the page again, as a whole document.
          await page.unrouteAll()
          await main.getByRole('link', { name: w.retry }).click()
          await expect(page).toHaveURL(new RegExp(`${menu.aboutPath}$`))
          await expect(main.getByRole('link', { name: w.retry })).toHaveCount(0)
          await expect(main.locator('[data-block]').first()).toBeVisible()
        })
      }

      test('a route chunk that fails to load loads the target page once, and not again within 60 s', async ({
        page,
      }) => {
        // The detail pages' route module: the stores page has not loaded it.
        await page.route('**/assets/entry-page-*.js', (route) => route.abort())
        const documents: string[] = []
        page.on('request', (request) => {
          if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname)
        })
        const stores = locale === 'it' ? '/it/rivenditori' : '/en/stores'
        await openHydrated(page, stores)
        await followMenuLink(page, size === 'phone' ? 'phone' : 'desktop', menu.aboutUs, menu.openMenu)
        // The target, loaded as a document (its HTML reads without the missing chunk).
        await expect(page).toHaveURL(new RegExp(`${menu.aboutPath}$`))
        await expect(page.getByRole('main').locator('[data-block]').first()).toBeVisible()
        expect(documents).toEqual([stores, menu.aboutPath])

        // Within 60 s of that reload a second failure loads nothing: no loop, no reload of the
        // page being left.
        await openHydrated(page, stores)
        await markDocument(page)
        documents.length = 0
        await followMenuLink(page, size === 'phone' ? 'phone' : 'desktop', menu.aboutUs, menu.openMenu)
        // The visitor is told instead (decision 036), on the page they were reading.
        await expect(page.getByRole('alert').filter({ hasText: w.couldNotLoad })).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`${stores}$`))
        expect(documents).toEqual([])
        expect(await sameDocument(page)).toBe(true)
      })
    })
  }
}
