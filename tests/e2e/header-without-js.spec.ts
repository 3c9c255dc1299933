import { expect, test } from '@playwright/test'
import { journeySizes, markDocument, sameDocument } from '#tools/testing/site-journeys'

// spec §2.6 without JavaScript: the menus open (hover and focus on a desktop, a <details> on a
// phone), search is a GET form on a results page rendered by the server, and the login button
// is a link to the login screen.

const words = {
  it: {
    products: 'Prodotti',
    productsMenu: 'Sottomenu di Prodotti',
    openMenu: 'Apri il menu',
    aboutUs: 'Chi siamo',
    aboutPath: '/it/chi-siamo',
    search: 'Cerca',
    searchPath: '/it/cerca',
    searchTitle: 'Cerca nel sito',
    field: 'Cosa cerchi?',
    section: 'Prodotti',
    tooShort: 'Inserisci almeno 3 lettere',
    login: 'Accedi',
  },
  en: {
    products: 'Products',
    productsMenu: 'Submenu of Products',
    openMenu: 'Open the menu',
    aboutUs: 'About us',
    aboutPath: '/en/about-us',
    search: 'Search',
    searchPath: '/en/search',
    searchTitle: 'Search the site',
    field: 'What are you looking for?',
    section: 'Products',
    tooShort: 'Insert at least 3 letters',
    login: 'Log in',
  },
} as const

test.use({ javaScriptEnabled: false })

for (const locale of ['it', 'en'] as const) {
  const w = words[locale]
  test.describe(`${locale} without JavaScript`, () => {
    test('desktop: a dropdown opens on hover and on keyboard focus, and its links lead to their pages', async ({
      page,
    }) => {
      await page.setViewportSize(journeySizes.desktop)
      await page.goto(`/${locale}`)
      const nav = page.getByRole('banner').getByRole('navigation').first()
      const toggle = nav.getByRole('button', { name: w.products })
      const dropdown = page.getByRole('list', { name: w.productsMenu })
      await expect(dropdown).toBeHidden()
      await toggle.hover()
      await expect(dropdown).toBeVisible()
      await page.mouse.move(600, 600)
      await expect(dropdown).toBeHidden()
      await toggle.focus()
      await expect(dropdown).toBeVisible()
      await page.keyboard.press('Tab')
      const first = dropdown.getByRole('link').first()
      await expect(first).toBeFocused()
      const href = await first.getAttribute('href')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`))
    })

    test('desktop: the login button is a link to the login screen', async ({ page }) => {
      await page.setViewportSize(journeySizes.desktop)
      await page.goto(`/${locale}`)
      await page.getByRole('banner').getByRole('link', { name: w.login }).click()
      await expect(page).toHaveURL(new RegExp(`/${locale}/login$`))
      await expect(page.getByRole('main').getByLabel('Email')).toBeVisible()
    })

    test('phone: the hamburger opens the menu, whose sections expand and lead to their pages', async ({
      page,
    }) => {
      await page.setViewportSize(journeySizes.phone)
      await page.goto(`/${locale}`)
      const banner = page.getByRole('banner')
      // The hamburger is the summary of a <details> (its name is its aria-label).
      await banner.locator(`summary[aria-label="${w.openMenu}"]`).click()
      const menu = banner
        .getByRole('navigation', { name: locale === 'it' ? 'Navigazione principale' : 'Main navigation' })
        .last()
      await expect(menu).toBeVisible()
      await menu.locator('summary', { hasText: w.products }).click()
      await expect(menu.getByRole('link').nth(1)).toBeVisible()
      await menu.getByRole('link', { name: w.aboutUs, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${w.aboutPath}$`))
    })

    for (const [size, viewport] of Object.entries(journeySizes)) {
      test(`${size}: search is a form on a results page the server renders, keeping what was typed`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await page.goto(`/${locale}`)
        await page.getByRole('banner').getByRole('link', { name: w.search, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${w.searchPath}$`))
        await expect(page.getByRole('heading', { level: 1, name: w.searchTitle })).toBeVisible()
        const form = page.getByRole('main').getByRole('search')
        await form.getByLabel(w.field).fill('on')
        await form.getByRole('button', { name: w.search, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${w.searchPath}\\?q=on$`))
        await expect(page.getByRole('main').getByRole('status')).toHaveText(w.tooShort)
        await expect(form.getByLabel(w.field)).toHaveValue('on')

        await form.getByLabel(w.field).fill('onda')
        await form.getByRole('button', { name: w.search, exact: true }).click()
        await expect(page).toHaveURL(new RegExp(`${w.searchPath}\\?q=onda$`))
        await expect(form.getByLabel(w.field)).toHaveValue('onda')
        const products = page.getByRole('region', { name: w.section })
        await expect(products.getByRole('heading', { name: w.section })).toBeVisible()
        const hit = products.getByRole('link').first()
        const href = await hit.getAttribute('href')
        expect(href).toMatch(new RegExp(`^/${locale}/`))
        await hit.click()
        await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`))
      })
    }
  })
}

test('the search results page is kept out of search engines', async ({ request }) => {
  const response = await request.get('/en/search?q=onda')
  expect(response.status()).toBe(200)
  expect(await response.text()).toMatch(/<meta name="robots" content="noindex"/)
})

test.describe('with JavaScript', () => {
  test.use({ javaScriptEnabled: true })
  for (const locale of ['it', 'en'] as const) {
    const w = words[locale]
    test(`${locale}: the search results page searches inside the app, keeping what was typed`, async ({
      page,
    }) => {
      await page.goto(`${w.searchPath}?q=onda`)
      await page.waitForFunction(() => 'dataLayer' in window)
      const region = page.getByRole('region', { name: w.section })
      await expect(region.getByRole('link').first()).toBeVisible()
      await markDocument(page)
      const form = page.getByRole('main').getByRole('search')
      await form.getByLabel(w.field).fill('sauna')
      await form.getByRole('button', { name: w.search, exact: true }).click()
      await expect(page).toHaveURL(new RegExp(`${w.searchPath}\\?q=sauna$`))
      await expect(form.getByLabel(w.field)).toHaveValue('sauna')
      await expect(page.getByRole('main').getByRole('status')).not.toHaveText('')
      expect(await sameDocument(page)).toBe(true)
    })
  }
})
