import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { openHydrated } from '#tools/testing/site-journeys'

// The language switch keeps the query parameters that mean the same in both languages (a search, a
// store search), so the counterpart page shows the same results; the ones that are
// language-specific (a category slug) are dropped (decision 040).

const journeys = [
  { from: '/en/search?q=onda', to: /\/it\/cerca\?q=onda$/, switchTo: 'IT', field: 'onda' },
  { from: '/it/cerca?q=onda', to: /\/en\/search\?q=onda$/, switchTo: 'EN', field: 'onda' },
  { from: '/en/stores?q=Milan', to: /\/it\/rivenditori\?q=Milan$/, switchTo: 'IT', field: 'Milan' },
  { from: '/it/rivenditori?q=Milano', to: /\/en\/stores\?q=Milano$/, switchTo: 'EN', field: 'Milano' },
] as const

const switchLink = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('link', { name, exact: true }).first()

for (const journey of journeys) {
  test(`the language switch on ${journey.from} keeps the search`, async ({ page }) => {
    await openHydrated(page, journey.from)
    await switchLink(page, journey.switchTo).click()
    await expect(page).toHaveURL(journey.to)
    await expect(page.getByRole('main').getByRole('searchbox').first()).toHaveValue(journey.field)
  })
}

test('a parameter the counterpart reads differently, or not at all, is not carried', async ({ page }) => {
  await openHydrated(page, '/it/cerca?q=onda&utm_source=news&answer=loggedIn')
  await switchLink(page, 'EN').click()
  await expect(page).toHaveURL(/\/en\/search\?q=onda$/)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const journey of journeys.slice(0, 3)) {
    test(`the language switch on ${journey.from} keeps the search`, async ({ page }) => {
      await page.goto(journey.from)
      await switchLink(page, journey.switchTo).click()
      await expect(page).toHaveURL(journey.to)
      await expect(page.getByRole('main').getByRole('searchbox').first()).toHaveValue(journey.field)
    })
  }
})
