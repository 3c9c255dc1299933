import { expect, test, type Page } from '@playwright/test'
import { registration } from '#tools/testing/account-fixtures'

// docs/security.md: the strict CSP (hashes of each page's inline scripts, no 'unsafe-inline') must
// not break anything a visitor does: hydration, the map's workers and the login overlay.

/** Collects CSP violations (reported in the page) and console errors from the first navigation. */
async function watchViolations(page: Page): Promise<string[]> {
  const problems: string[] = []
  await page.exposeFunction('reportCspViolation', (text: string) => problems.push(text))
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation: (text: string) => void }).reportCspViolation
      report(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
      problems.push(message.text())
  })
  return problems
}

test('home and a product page hydrate under the CSP, with no violation', async ({ page }) => {
  const problems = await watchViolations(page)
  const home = await page.goto('/en')
  expect(home?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/)
  expect(home?.headers()['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/)
  await page.goto('/en/products/onda-sun-lounger')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(problems).toEqual([])
})

test('an inline script the page did not ship is refused, and reported', async ({ page }) => {
  const problems = await watchViolations(page)
  await page.goto('/en')
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injected = true'
    document.body.append(script)
    return 'injected' in window
  })
  expect(ran).toBe(false)
  await expect.poll(() => problems.length).toBeGreaterThan(0)
})

test('the store locator draws its map (workers from blob: or files) with no CSP violation', async ({
  page,
}) => {
  const problems = await watchViolations(page)
  await page.goto('/en/stores')
  const map = page.getByRole('region', { name: 'Map of Fast stores' })
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
  await expect(map.locator('canvas')).toBeVisible()
  await expect(page.locator('[data-cluster]').first()).toBeVisible()
  expect(problems).toEqual([])
})

test('the login overlay logs in under the CSP', async ({ page }) => {
  const problems = await watchViolations(page)
  const email = `csp-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const password = 'Divano da esterno 2026'
  const registered = await page.request.post('/api/auth/v1/register', {
    data: { ...registration(email, password), locale: 'en' },
  })
  expect(registered.status()).toBe(201)
  await page.context().clearCookies()
  await page.goto('/en')
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in to the reserved area' })
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Password').fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
  await expect(dialog).toHaveCount(0)
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toHaveCount(0)
  const account = await page.goto('/en/account')
  expect(account?.headers()['cache-control']).toBe('private, no-store')
  expect(problems).toEqual([])
})

test('pages answer with the security and cache headers', async ({ request }) => {
  const response = await request.get('/it')
  const headers = response.headers()
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'")
  expect(headers['strict-transport-security']).toMatch(/max-age=31536000/)
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['permissions-policy']).toContain('geolocation=(self)')
  expect(headers['cache-control']).toBe('public, s-maxage=60, stale-while-revalidate=600')
  expect(headers['etag']).toMatch(/^W\//)
})
