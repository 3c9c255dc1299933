import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'

// spec §2.6: the header, its overlays, search, footer and navigation feel, in a real browser.

async function hydrated(page: Page, path: string) {
  await page.goto(path)
  // The header's machines run once React has hydrated; the scroll state is set on mount.
  await expect(page.locator('header[data-state]')).toHaveAttribute('data-state', /clear|solid/)
  await page.waitForFunction(
    () => document.querySelector('header')?.getAttribute('data-state') !== null && 'dataLayer' in window,
  )
}

test.describe('desktop header', () => {
  test.use({ viewport: { width: 1366, height: 800 } })

  test('a dropdown opens and closes by click, by a click outside and by Escape', async ({ page }) => {
    await hydrated(page, '/it')
    const toggle = page.getByRole('button', { name: 'Prodotti' })
    const panel = page.getByRole('list', { name: 'Sottomenu di Prodotti' })
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(panel).toBeVisible()
    await toggle.click()
    await expect(panel).toBeHidden()

    await toggle.click()
    await page.mouse.click(600, 500)
    await expect(panel).toBeHidden()

    await toggle.click()
    await page.keyboard.press('Escape')
    await expect(panel).toBeHidden()
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  })

  test('a passive node is plain text, not a link', async ({ page }) => {
    await hydrated(page, '/it')
    // 'Scopri' is a passive first-level node: it only opens its dropdown, it leads nowhere.
    const nav = page.getByRole('navigation', { name: 'Navigazione principale' })
    await expect(nav.getByRole('button', { name: 'Scopri' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Scopri', exact: true })).toHaveCount(0)
    await nav.getByRole('button', { name: 'Scopri' }).click()
    const dropdown = page.getByRole('list', { name: 'Sottomenu di Scopri' })
    await expect(dropdown.getByRole('link').first()).toBeVisible()
    await expect(dropdown.getByRole('link', { name: 'Scopri', exact: true })).toHaveCount(0)
  })

  test('the language switch lands on the counterpart page', async ({ page }) => {
    await hydrated(page, '/it/prodotti')
    await page.getByRole('link', { name: 'EN', exact: true }).click()
    await expect(page).toHaveURL(/\/en\/products$/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    const cookies = await page.context().cookies()
    expect(cookies.some((cookie) => cookie.value === 'en')).toBe(true)
  })

  test('search asks for 3 letters, then shows grouped results that the keyboard reaches', async ({
    page,
  }) => {
    await hydrated(page, '/en')
    await page.getByRole('button', { name: 'Search' }).click()
    const field = page.getByRole('searchbox', { name: 'What are you looking for?' })
    await expect(field).toBeFocused()
    await field.fill('on')
    await expect(page.getByRole('status').filter({ hasText: 'Insert at least 3 letters' })).toBeVisible()
    await field.fill('onda')
    const dialog = page.getByRole('dialog', { name: 'Search the site' })
    await expect(dialog.getByRole('heading', { name: 'Products' })).toBeVisible()
    await expect(dialog.getByRole('heading', { name: 'Collections' })).toBeVisible()
    await page.keyboard.press('ArrowDown')
    const first = dialog.locator('a[data-hit]').first()
    await expect(first).toBeFocused()
    const href = await first.getAttribute('href')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${href ?? ''}$`))
    await expect(dialog).toBeHidden()
  })

  test('the search endpoint refuses 2 letters with the message code and no CMS token', async ({
    request,
  }) => {
    const short = await request.get('/api/search?q=on&locale=it')
    expect(short.status()).toBe(400)
    expect(await short.json()).toEqual({ data: null, success: false, message: 'SEARCH_TOO_SHORT' })
    const found = await request.get('/api/search?q=sauna&locale=it')
    const body = await found.text()
    expect(found.status()).toBe(200)
    expect(body).not.toMatch(/token|bearer/i)
  })

  test('the header hides on scroll down and shows on scroll up', async ({ page }) => {
    await hydrated(page, '/it')
    const header = page.locator('header[data-state]')
    await expect(header).toHaveAttribute('data-state', 'clear')
    await page.mouse.wheel(0, 600)
    await expect(header).toHaveAttribute('data-state', 'hidden')
    await page.mouse.wheel(0, -200)
    await expect(header).toHaveAttribute('data-state', 'solid')
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).toHaveAttribute('data-state', 'clear')
  })

  test('an overlay locks the page scroll, and navigation closes it', async ({ page }) => {
    await hydrated(page, '/it')
    await page.getByRole('button', { name: 'Accedi' }).click()
    const dialog = page.getByRole('dialog', { name: "Accedi all'area riservata" })
    await expect(dialog).toBeVisible()
    await expect(page.locator('html')).toHaveCSS('overflow', 'hidden')
    await dialog.getByRole('link', { name: 'Registrati' }).click()
    await expect(page).toHaveURL(/\/it\/register$/)
    await expect(dialog).toBeHidden()
    await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden')
  })

  test('Escape closes an overlay and gives focus back to its opener', async ({ page }) => {
    await hydrated(page, '/it')
    const opener = page.getByRole('button', { name: 'Cerca' })
    await opener.click()
    await expect(page.getByRole('searchbox')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(opener).toBeFocused()
  })

  test('the footer shows its columns, a menu, the socials in a new tab and the year', async ({ page }) => {
    await hydrated(page, '/en')
    const footer = page.locator('footer')
    await expect(footer.locator('[data-footer-column]')).toHaveCount(4)
    await expect(footer.getByRole('navigation').getByRole('link').first()).toBeVisible()
    const socials = footer.getByRole('list', { name: 'Social' }).locator('a[target="_blank"]')
    await expect(socials).toHaveCount(7)
    for (const rel of await socials.evaluateAll((links) =>
      links.map((link) => link.getAttribute('rel') ?? ''),
    ))
      expect(rel).toContain('noopener')
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)
    await expect(footer).toContainText('All right reserved')
  })

  test('a page view reaches dataLayer 250 ms after each route change', async ({ page }) => {
    await hydrated(page, '/it')
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? [])))
      .toContain('"page_path":"/it"')
    await page.getByRole('link', { name: 'Chi siamo' }).first().click()
    await expect(page).toHaveURL(/\/it\/chi-siamo$/)
    await expect
      .poll(() => page.evaluate(() => JSON.stringify(window.dataLayer ?? [])))
      .toContain('"page_path":"/it/chi-siamo"')
  })
})

test.describe('mobile header', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the hamburger opens the menu with expandable sections, and navigation closes it', async ({
    page,
  }) => {
    await hydrated(page, '/en')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeHidden()
    await page.getByRole('button', { name: 'Open the menu' }).click()
    const menu = page.getByRole('dialog', { name: 'Menu' })
    await expect(menu).toBeVisible()
    const section = menu.locator('details').first()
    await section.locator('summary').click()
    await expect(section).toHaveAttribute('open', '')
    // The next page's data is held: the menu closes when the visitor leaves, not when it arrives.
    const link = section.getByRole('link').last()
    const target = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route(`**${target}.data*`, async (route) => {
      await held
      await route.continue()
    })
    await link.click()
    await expect(menu).toBeHidden()
    await expect(page).not.toHaveURL(new RegExp(`${target}$`))
    release()
    await expect(page).toHaveURL(/\/en\/categories\/products\//)
    // A navigation gives focus to the new page, not back to the hamburger.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused()
  })
})
