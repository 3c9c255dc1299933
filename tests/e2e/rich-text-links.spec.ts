import { expect, test } from '@playwright/test'
import { journeySizes, markDocument, openHydrated, sameDocument } from '#tools/testing/site-journeys'

// Decision 040: links inside CMS rich text (the footer's text, a page's text block) and the
// designer link of an entry's lead navigate inside the app like every other link of the site;
// without JavaScript they stay plain links that work.

const words = {
  it: {
    about: 'Scopri chi siamo',
    aboutPath: '/it/chi-siamo',
    contact: '/it/contatti',
    map: 'mappa dei rivenditori',
    mapPath: '/it/rivenditori',
    product: '/it/prodotti/lettino-onda',
    designerPath: '/it/designers/giulia-ferraris',
  },
  en: {
    about: 'Find out about us',
    aboutPath: '/en/about-us',
    contact: '/en/contact',
    map: 'retailer map',
    mapPath: '/en/stores',
    product: '/en/products/onda-sun-lounger',
    designerPath: '/en/designer/giulia-ferraris',
  },
} as const

for (const locale of ['it', 'en'] as const) {
  const w = words[locale]
  for (const [size, viewport] of Object.entries(journeySizes)) {
    test.describe(`${locale}, ${size}`, () => {
      test.use({ viewport })

      test('the footer text’s link opens its page without reloading the document', async ({ page }) => {
        await openHydrated(page, `/${locale}`)
        await markDocument(page)
        await page.getByRole('contentinfo').getByRole('link', { name: w.about }).click()
        await expect(page).toHaveURL(new RegExp(`${w.aboutPath}$`))
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        expect(await sameDocument(page)).toBe(true)
      })

      test('the contact page’s link to the dealer map opens it inside the app', async ({ page }) => {
        await openHydrated(page, w.contact)
        await markDocument(page)
        await page.getByRole('main').getByRole('link', { name: w.map }).click()
        await expect(page).toHaveURL(new RegExp(`${w.mapPath}$`))
        expect(await sameDocument(page)).toBe(true)
      })

      test('the designer link in a product’s lead opens the designer inside the app', async ({ page }) => {
        await openHydrated(page, w.product)
        await markDocument(page)
        await page.getByRole('main').getByRole('link', { name: 'Giulia Ferraris' }).first().click()
        await expect(page).toHaveURL(new RegExp(`${w.designerPath}$`))
        await expect(page.getByRole('heading', { level: 1, name: 'Giulia Ferraris' })).toBeVisible()
        expect(await sameDocument(page)).toBe(true)
      })
    })
  }

  test.describe(`${locale}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('a rich-text link is a plain link that loads its page', async ({ page }) => {
      await page.goto(`/${locale}`)
      await page.getByRole('contentinfo').getByRole('link', { name: w.about }).click()
      await expect(page).toHaveURL(new RegExp(`${w.aboutPath}$`))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    })
  })
}
