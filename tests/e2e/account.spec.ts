import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { mailedCodes } from '../flows/outbox'

// spec §7.1, the reserved area end to end: register -> auto login -> download a restricted file ->
// logout -> locked again -> reset password with the mailed code -> log in with the new password ->
// change password. The server writes mail to <VAR_DIR>/outbox/*.eml (no SMTP_URL).

const varDir = process.env['E2E_VAR_DIR'] ?? ''
// A login-restricted asset of the seed (entry 1602, 'Price list 2026'), and a product whose
// 'Download 3D files' button is for registered users only.
const restrictedAssetId = '181'
const productPath = '/en/products/onda-sun-lounger'
const shots = (name: string) => ({ path: `test-results/account/${name}.png`, fullPage: true })

/** The reset code of the latest mail to `email` in the outbox. */
async function mailedCode(email: string): Promise<string | undefined> {
  return (await mailedCodes(varDir, email)).at(-1)
}

async function expectLoggedIn(page: Page) {
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Reserved area' })).toBeVisible()
  await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(0)
}

async function expectLoggedOut(page: Page) {
  const header = page.getByRole('banner')
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible()
  await expect(header.getByRole('link', { name: 'Reserved area' })).toHaveCount(0)
}

test('a visitor registers, downloads, logs out, resets the password with the mailed code, logs in and changes it', async ({
  page,
}) => {
  test.setTimeout(90_000)
  const hydrationErrors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) hydrationErrors.push(message.text())
  })
  const email = `e2e-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const first = 'Terrazza sul lago 2026'
  const second = 'Pergola in alluminio 77'
  const third = 'Vasca idromassaggio 31'

  await test.step('anonymous: the restricted file is refused and the product button is locked', async () => {
    expect((await page.request.get(`/api/downloads/${restrictedAssetId}`)).status()).toBe(401)
    await page.goto(productPath)
    await expectLoggedOut(page)
    await expect(page.locator('[data-locked]').first()).toBeVisible()
  })

  await test.step('register: field errors next to fields, then the thank-you and an automatic login', async () => {
    await page.goto('/en/register')
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('Fill in this field').first()).toBeVisible()
    await expect(page.getByText('Accept the privacy policy to register')).toBeVisible()
    await page.getByLabel('First name').fill('Giulia')
    await page.getByLabel('Last name').fill('Bianchi')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: false }).first().fill(first)
    await page.getByLabel('Repeat the password').fill(`${first}!`)
    await page.getByLabel('You are').selectOption('Architect')
    await page.getByLabel('Country', { exact: false }).first().selectOption('IT')
    await page.getByRole('checkbox', { name: /privacy policy/ }).check()
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText("Those passwords didn't match")).toBeVisible()
    await page.screenshot(shots('1-register-errors'))
    await page.getByLabel('Repeat the password').fill(first)
    await page.getByRole('button', { name: 'Register' }).click()
    await expect(page.getByText('you now have exclusive access to the 3D and 2D materials')).toBeVisible()
    await expectLoggedIn(page)
    await page.screenshot(shots('2-registered'))
  })

  await test.step('logged in: the restricted file downloads and the product button is no longer locked', async () => {
    const download = await page.request.get(`/api/downloads/${restrictedAssetId}`)
    expect(download.status()).toBe(200)
    expect(download.headers()['content-disposition']).toMatch(/attachment/)
    await page.getByRole('banner').getByRole('link', { name: 'Reserved area' }).click()
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await page.goto(productPath)
    await expectLoggedIn(page)
    // Unlocked: the page data is loaded with the session, so the button is a real link now (its
    // URL was kept out of every anonymous response).
    await expect(page.locator('[data-locked]')).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Download 3D files' })).toHaveAttribute(
      'href',
      '/api/downloads/200',
    )
  })

  await test.step('logout: locked again', async () => {
    await page.goto('/en/account')
    await page.screenshot(shots('3-account'))
    await page.getByRole('button', { name: 'Log out' }).click()
    await expectLoggedOut(page)
    expect((await page.request.get(`/api/downloads/${restrictedAssetId}`)).status()).toBe(401)
    await page.goto(productPath)
    await page.locator('[data-locked]').first().click()
    await expect(page.getByRole('dialog', { name: 'Log in to the reserved area' })).toBeVisible()
    await page.screenshot(shots('4-locked-opens-login'))
  })

  await test.step('reset the password with the mailed code', async () => {
    await page.goto('/en/reset-password')
    await page.getByLabel('Email').fill(email)
    await page.getByRole('button', { name: 'Send the code' }).click()
    await expect(page.getByLabel('Code received by email')).toBeVisible()
    let code: string | undefined
    await expect.poll(async () => (code = await mailedCode(email)), { timeout: 20_000 }).toMatch(/^\d{6}$/)
    await page.getByLabel('Code received by email').fill(code ?? '')
    await page.getByRole('button', { name: 'Check the code' }).click()
    await expect(page.getByText('Your user has been successfully verified')).toBeVisible()
    await page.getByLabel('New password').fill(second)
    await page.getByLabel('Repeat the password').fill('something else entirely')
    await page.getByRole('button', { name: 'Save the new password' }).click()
    await expect(page.getByText("Those passwords didn't match")).toBeVisible()
    await page.getByLabel('Repeat the password').fill(second)
    await page.getByRole('button', { name: 'Save the new password' }).click()
    await expect(page.getByText('Your password has been successfully changed')).toBeVisible()
    await page.screenshot(shots('5-reset-done'))
  })

  await test.step('the old password is refused, the new one logs in through the header overlay', async () => {
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log in to the reserved area' })
    await dialog.getByLabel('Email').fill(email)
    await dialog.getByLabel('Password').fill(first)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog.getByRole('alert')).toHaveText('Email or password incorrect')
    await page.screenshot(shots('6-overlay-refused'))
    await dialog.getByLabel('Password').fill(second)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(dialog).toHaveCount(0)
    await expectLoggedIn(page)
  })

  await test.step('change the password while logged in', async () => {
    await page.goto('/en/change-password')
    await page.getByLabel('Current password').fill(second)
    await page.getByLabel('New password').fill(third)
    await page.getByLabel('Repeat the password').fill(third)
    await page.getByRole('button', { name: 'Change password' }).click()
    await expect(page.getByText('Password changed successfully')).toBeVisible()
    await page.screenshot(shots('7-password-changed'))
    // The session goes on with the session cookie the change renewed.
    expect((await page.request.get(`/api/downloads/${restrictedAssetId}`)).status()).toBe(200)
    await page.goto('/en/account')
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
    expect(hydrationErrors).toEqual([])
  })
})

test('the registration form says what to fix next to each field in Italian', async ({ page }) => {
  await page.goto('/it/register')
  await page.getByRole('button', { name: 'Registrati' }).click()
  await expect(page.getByText('Compila questo campo').first()).toBeVisible()
  await expect(page.getByText('Per registrarti accetta l’informativa sulla privacy')).toBeVisible()
  await expect(page.getByLabel('Tipologia')).toHaveAttribute('aria-invalid', 'true')
  // The customer types; the form's other lists (countries, provinces) are the contact form's.
  await expect(page.getByLabel('Tipologia').getByRole('option')).toHaveCount(18)
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the login form posts, logs in on the server and shows the account; logout works too', async ({
    page,
  }) => {
    const email = `nojs-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
    const password = 'Lettino in teak 2026'
    const registered = await page.request.post('/api/auth/v1/register', {
      data: {
        email,
        password,
        firstName: 'Marco',
        lastName: 'Rossi',
        country: 'Italia',
        contactType: 'Private',
        privacy: true,
        locale: 'en',
      },
    })
    expect(registered.status()).toBe(201)
    await page.context().clearCookies()
    await page.goto('/en/login')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill('wrong password!')
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Email or password incorrect')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password').fill(password)
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/en\/account\?answer=loggedIn$/)
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible()
    await page.screenshot(shots('8-no-js-account'))
    await page.getByRole('button', { name: 'Log out' }).click()
    await expect(page).toHaveURL(/\/en\/login\?answer=loggedOut$/)
    expect((await page.request.get(`/api/downloads/${restrictedAssetId}`)).status()).toBe(401)
  })
})
