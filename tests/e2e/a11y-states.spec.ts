import { expect, test, type Page } from '@playwright/test'
import { auditViewports, registerVisitor } from '#tests/a11y/audit-targets'
import { axeFindings, formatFindings } from '#tests/a11y/axe-audit'
import { gotoHydrated } from './hydrated'

// docs/accessibility.md: axe-core (every impact, zero violations) in the states a page reaches
// only by acting: menus and overlays open, forms after a failed submit, the map's popup, the
// lightbox and a hotpoint open. Both locales; each state at the sizes where a visitor meets it.

const words = {
  it: {
    home: '/it',
    blocks: '/it/l/blocks',
    stores: '/it/rivenditori',
    products: 'Prodotti',
    search: 'Cerca',
    openMenu: 'Apri il menu',
    login: 'Accedi',
    loginTitle: "Accedi all'area riservata",
    register: 'Registrati',
    sendCode: 'Invia il codice',
    changePassword: 'Cambia password',
    sendRequest: 'Invia la richiesta',
    map: 'Mappa dei punti vendita Fast',
    storeSearch: 'Cerca per città, provincia, paese o nome',
    hotpoint: 'Dettaglio 1',
  },
  en: {
    home: '/en',
    blocks: '/en/l/blocks',
    stores: '/en/stores',
    products: 'Products',
    search: 'Search',
    openMenu: 'Open the menu',
    login: 'Log in',
    loginTitle: 'Log in to the reserved area',
    register: 'Register',
    sendCode: 'Send the code',
    changePassword: 'Change password',
    sendRequest: 'Send the request',
    map: 'Map of Fast stores',
    storeSearch: 'Search by city, province, country or name',
    hotpoint: 'Detail 1',
  },
} as const
type Words = (typeof words)[keyof typeof words]

const [desktop, phone] = auditViewports

/**
 * axe on the whole page once the part the state opened (`opened`) shows: an open state changes the
 * rest of the page too (inert content, a hidden header, a live region), and a visitor meets the
 * page as a whole.
 */
async function expectNoViolation(page: Page, state: string, opened: string) {
  await expect(page.locator(opened).first()).toBeVisible()
  const findings = await axeFindings(page, state)
  expect(formatFindings(findings)).toEqual([])
}

/** Waits until the header runs (React hydrated and its machines loaded at the first interaction). */
async function ready(page: Page, path: string) {
  await page.goto(path)
  await expect(page.locator('header[data-state]')).toHaveAttribute('data-state', /clear|solid/)
  await page.waitForFunction(() => 'dataLayer' in window)
}

/** A failed login in `scope`: a known-wrong password for an address no one registered. */
async function failLogin(page: Page, scope: ReturnType<Page['locator']>, w: Words) {
  await scope.getByLabel('Email').fill('nobody-here@example.com')
  await scope.locator('input[type="password"]').fill('not the password 1')
  await scope.getByRole('button', { name: w.login, exact: true }).click()
  await expect(scope.getByRole('alert')).toBeVisible()
}

for (const [locale, w] of Object.entries(words)) {
  test.describe(`${locale} at ${desktop.width}x${desktop.height}`, () => {
    test.use({ viewport: { width: desktop.width, height: desktop.height } })

    test('header dropdown open', async ({ page }) => {
      await ready(page, w.home)
      await page.getByRole('button', { name: w.products, exact: true }).click()
      await expect(page.getByRole('button', { name: w.products, exact: true })).toHaveAttribute(
        'aria-expanded',
        'true',
      )
      await expectNoViolation(page, `${w.home} dropdown`, 'header')
    })

    test('search with results', async ({ page }) => {
      await ready(page, w.home)
      await page.getByRole('button', { name: w.search, exact: true }).click()
      await page.getByRole('searchbox').fill('onda')
      await expect(page.getByRole('dialog').locator('a[data-hit]').first()).toBeVisible()
      await expectNoViolation(page, `${w.home} search "onda"`, '[role="dialog"]')
    })

    test('login overlay, open and after a failed login', async ({ page }) => {
      await ready(page, w.home)
      await page.getByRole('banner').getByRole('button', { name: w.login, exact: true }).click()
      const dialog = page.getByRole('dialog', { name: w.loginTitle })
      await expect(dialog).toBeVisible()
      await expectNoViolation(page, `${w.home} login overlay`, '[role="dialog"]')
      await failLogin(page, dialog, w)
      await expectNoViolation(page, `${w.home} login overlay, failed`, '[role="dialog"]')
    })

    test('store map with a popup open', async ({ page }) => {
      await page.goto(w.stores)
      const map = page.getByRole('region', { name: w.map })
      await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
      await page.getByLabel(w.storeSearch).fill('Lugano')
      const marker = page.locator('button[data-store-id]').first()
      await expect(marker).toBeVisible({ timeout: 10_000 })
      await marker.click()
      await expect(page.locator('.maplibregl-popup')).toBeVisible()
      await expectNoViolation(page, `${w.stores} popup`, '[data-map-state]')
    })
  })

  for (const viewport of auditViewports) {
    test.describe(`${locale} at ${viewport.width}x${viewport.height}`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height } })

      // One test per form: four pages and four axe runs in one test outlast 30 s on a busy machine.
      test('the contact form after a failed submit', async ({ page }) => {
        await page.goto(w.blocks)
        const contact = page.locator('form[data-contact-form]').first()
        // The form's chunk comes after the page; once React runs it, it turns the browser's checks off.
        await expect.poll(() => contact.evaluate((form: HTMLFormElement) => form.noValidate)).toBe(true)
        await contact.getByRole('button', { name: w.sendRequest }).click()
        await expect(contact.locator('[aria-invalid="true"]').first()).toBeVisible()
        await expectNoViolation(
          page,
          `${w.blocks} contact form, failed @${viewport.name}`,
          'form[data-contact-form]',
        )
      })

      test('the login page after a failed submit', async ({ page }) => {
        await page.goto(`/${locale}/login`)
        await failLogin(page, page.getByRole('main'), w)
        await expectNoViolation(page, `/${locale}/login failed @${viewport.name}`, 'main')
      })

      test('the register page after a failed submit', async ({ page }) => {
        await page.goto(`/${locale}/register`)
        await page.getByRole('main').getByRole('button', { name: w.register, exact: true }).click()
        await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible()
        await expectNoViolation(page, `/${locale}/register failed @${viewport.name}`, 'main')
      })

      test('the reset-password page after a failed submit', async ({ page }) => {
        await page.goto(`/${locale}/reset-password`)
        await page.getByRole('main').getByRole('button', { name: w.sendCode }).click()
        await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible()
        await expectNoViolation(page, `/${locale}/reset-password failed @${viewport.name}`, 'main')
      })

      test('change password after a failed submit', async ({ page }) => {
        await registerVisitor(
          page.request,
          test.info().project.use.baseURL ?? '',
          locale === 'it' ? 'it' : 'en',
        )
        const path = locale === 'it' ? '/it/cambio-password' : '/en/change-password'
        await page.goto(path)
        await page.getByRole('main').getByRole('button', { name: w.changePassword }).click()
        await expect(page.getByRole('main').locator('[aria-invalid="true"]').first()).toBeVisible()
        await expectNoViolation(page, `${path} failed @${viewport.name}`, 'main')
      })

      test('lightbox open, then a hotpoint open', async ({ page }) => {
        // Two whole-page audits of the every-block page, the site's longest: about 15 s each.
        test.setTimeout(120_000)
        await gotoHydrated(page, w.blocks)
        await page.locator('[data-block="fieldGallery"]').getByRole('button').first().click()
        await expect(page.getByRole('dialog')).toBeVisible()
        await expectNoViolation(page, `${w.blocks} lightbox @${viewport.name}`, 'dialog[open]')
        await page.keyboard.press('Escape')
        await expect(page.getByRole('dialog')).toBeHidden()
        const block = page.locator('[data-block="fieldImageHotpoint"]')
        await block.getByRole('button', { name: w.hotpoint, exact: true }).click()
        await expect(block.getByRole('region', { name: w.hotpoint, exact: true })).toBeVisible()
        await expectNoViolation(
          page,
          `${w.blocks} hotpoint @${viewport.name}`,
          '[data-block="fieldImageHotpoint"]',
        )
      })
    })
  }

  test.describe(`${locale} at ${phone.width}x${phone.height}`, () => {
    test.use({ viewport: { width: phone.width, height: phone.height } })

    test('mobile menu open', async ({ page }) => {
      await ready(page, w.home)
      await page.getByRole('button', { name: w.openMenu }).click()
      await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
      await expectNoViolation(page, `${w.home} mobile menu`, '[role="dialog"]')
    })
  })
}
