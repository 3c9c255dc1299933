import { expect, test } from '@playwright/test'

// spec 2, Routes: every catalogue screen in both locales shows its content from the seed.
const screens: { path: string; expect: string }[] = [
  { path: '/it/prodotti', expect: 'a[data-entry]' },
  { path: '/en/products', expect: 'a[data-entry]' },
  { path: '/it/collezioni', expect: 'a[data-entry]' },
  { path: '/en/collections', expect: 'a[data-entry]' },
  { path: '/it/designers', expect: 'a[data-entry]' },
  { path: '/en/designer', expect: 'a[data-entry]' },
  { path: '/it/realizzazioni', expect: 'a[data-entry]' },
  { path: '/en/projects', expect: 'a[data-entry]' },
  { path: '/it/inspiration', expect: 'a[data-entry]' },
  { path: '/en/inspiration', expect: 'a[data-entry]' },
  { path: '/it/news', expect: 'a[data-entry]' },
  { path: '/en/news', expect: 'a[data-entry]' },
  { path: '/it/categorie/prodotti/lettini', expect: 'a[data-entry]' },
  { path: '/en/categories/products/sun-loungers', expect: 'a[data-entry]' },
  { path: '/it/prodotti/lettino-onda', expect: '[data-block]' },
  { path: '/en/products/onda-sun-lounger', expect: '[data-block]' },
  { path: '/it/l/blocks', expect: '[data-block="contentHero"]' },
  { path: '/en/l/blocks', expect: '[data-block="contentHero"]' },
]

for (const screen of screens) {
  test(`${screen.path} shows its content`, async ({ page }) => {
    const response = await page.goto(screen.path)
    expect(response?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(page.locator(screen.expect).first()).toBeVisible()
  })
}

test('a product with a 360 viewer links to it', async ({ page }) => {
  await page.goto('/en/products/onda-sun-lounger')
  await expect(page.getByRole('link', { name: 'See the product in 360°' })).toBeVisible()
})

test('an unknown catalogue slug is a 404', async ({ request }) => {
  expect((await request.get('/en/products/no-such-product')).status()).toBe(404)
  expect((await request.get('/it/categorie/prodotti/nessuna')).status()).toBe(404)
})

// spec §2.2, detail screens, as a company would publish them; read from the server's HTML
// (no JavaScript), in both languages.
test.describe('detail pages, without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  const details = [
    '/it/prodotti/lettino-onda',
    '/en/products/onda-sun-lounger',
    '/it/collezioni/riva',
    '/en/collections/riva',
    '/it/designers/marco-valli',
    '/en/designer/marco-valli',
    '/it/realizzazioni/attico-milano',
    '/en/projects/milan-penthouse',
    '/it/inspiration/cena-in-giardino',
    '/en/inspiration/garden-dinner',
    '/it/news/alluminio-riciclato',
    '/en/news/recycled-aluminium',
    '/it/chi-siamo',
    '/en/about-us',
    '/it/privacy',
    '/en/accessibility',
  ]

  for (const path of details) {
    test(`${path} shows its picture and its intro once, one h1, and real alt texts`, async ({ page }) => {
      expect((await page.goto(path))?.status()).toBe(200)
      const main = page.locator('main')
      await expect(page.locator('h1')).toHaveCount(1)
      const sources = await main
        .locator('img')
        .evaluateAll((images) =>
          images.map((image) => new URL(image.getAttribute('src') ?? '', location.href).pathname),
        )
      expect(sources.filter((source, index) => sources.indexOf(source) !== index)).toEqual([])
      const lead = main.locator('header p').first()
      if ((await lead.count()) > 0) {
        const intro = (await lead.innerText()).trim()
        const text = await main.innerText()
        expect(text.split(intro).length - 1, `the intro "${intro}" appears once`).toBe(1)
      }
      for (const alt of await page
        .locator('img[alt]')
        .evaluateAll((images) => images.map((image) => image.getAttribute('alt') ?? '')))
        expect(alt, 'no placeholder alt text').not.toMatch(/^[\p{L}\s-]{1,30}\s\d+$/u)
    })
  }

  test('a collection lists its products and names its designer, linked', async ({ page }) => {
    await page.goto('/en/collections/riva')
    const products = page.getByRole('region', { name: 'Products in this collection' })
    for (const name of ['Riva adjustable lounger', 'Riva 220 dining table', 'Riva chair'])
      await expect(products.getByRole('link', { name: new RegExp(name) }).first()).toBeVisible()
    await page.getByRole('link', { name: 'Marco Valli' }).click()
    await expect(page).toHaveURL(/\/en\/designer\/marco-valli$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Marco Valli' })).toBeVisible()

    await page.goto('/it/collezioni/riva')
    await expect(
      page
        .getByRole('region', { name: 'I prodotti della collezione' })
        .getByRole('link', { name: /Sedia Riva/ })
        .first(),
    ).toBeVisible()
  })

  test('a product links to its designers', async ({ page }) => {
    await page.goto('/it/prodotti/daybed-maestrale')
    await expect(page.getByRole('link', { name: 'Giulia Ferraris' })).toHaveAttribute(
      'href',
      '/it/designers/giulia-ferraris',
    )
    await expect(page.getByRole('link', { name: 'Marco Valli' })).toHaveAttribute(
      'href',
      '/it/designers/marco-valli',
    )
  })

  test('a news item shows its date in the page language', async ({ page }) => {
    await page.goto('/it/news/fast-al-salone-del-mobile-2025')
    await expect(page.locator('time')).toHaveText('18 febbraio 2025')
    await expect(page.locator('time')).toHaveAttribute('datetime', /^2025-02-18/)
    await page.goto('/en/news/fast-at-salone-del-mobile-2025')
    await expect(page.locator('time')).toHaveText('18 February 2025')
  })

  test('the footer shows no CMS menu name and links the privacy policy and the accessibility statement', async ({
    page,
  }) => {
    for (const [path, privacy, accessibility] of [
      ['/it', 'Privacy', 'Accessibilità'],
      ['/en', 'Privacy', 'Accessibility'],
    ] as const) {
      await page.goto(path)
      const footer = page.getByRole('contentinfo')
      await expect(footer.getByText(/footer menu|menu footer/i)).toHaveCount(0)
      for (const name of [privacy, accessibility]) {
        const href = await footer.getByRole('link', { name, exact: true }).getAttribute('href')
        expect(href).toMatch(new RegExp(`^${path}/`))
        const response = await page.request.get(href ?? '')
        expect(response.status(), href ?? '').toBe(200)
      }
    }
  })

  test("the contact form's consent links to the privacy page in the page's language", async ({ page }) => {
    for (const [path, privacy] of [
      ['/it/l/blocks', '/it/privacy'],
      ['/en/l/blocks', '/en/privacy'],
    ] as const) {
      await page.goto(path)
      const link = page.locator(`form a[href="${privacy}"]`).first()
      await expect(link).toBeAttached()
      await page.goto(privacy)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Informativa privacy|Privacy policy/)
    }
  })

  test('the silent video plays a real clip with its descriptions in both languages, labelled as such, the page language on by default', async ({
    page,
    request,
  }) => {
    for (const locale of ['it', 'en'] as const) {
      await page.goto(`/${locale}/l/blocks`)
      const video = page.locator('[data-block="fieldVideo"] video')
      const source = await video.locator('source').getAttribute('src')
      const clip = await request.get(source ?? '')
      expect(clip.status()).toBe(200)
      expect(clip.headers()['content-type']).toBe('video/mp4')
      expect((await clip.body()).length).toBeGreaterThan(10_000)
      // The clip has no sound: its text tracks describe what it shows (WCAG 1.2.1), never "captions".
      const tracks = video.locator('track[kind="descriptions"]')
      await expect(tracks).toHaveCount(2)
      await expect(video.locator('track[kind="captions"]')).toHaveCount(0)
      await expect(video.locator(`track[srclang="${locale}"]`)).toHaveAttribute(
        'label',
        locale === 'it' ? 'Descrizione (Italiano)' : 'Description (English)',
      )
      await expect(video.locator(`track[srclang="${locale}"]`)).toHaveAttribute('default', '')
      await expect(video.locator(`track[srclang="${locale === 'it' ? 'en' : 'it'}"]`)).not.toHaveAttribute(
        'default',
        '',
      )
      const captions = await request.get(
        (await video.locator(`track[srclang="${locale}"]`).getAttribute('src')) ?? '',
      )
      expect(captions.headers()['content-type']).toMatch(/^text\/vtt/)
      expect(await captions.text()).toMatch(/^WEBVTT/)
    }
  })

  test('the home page, about-us and the summer landing each have exactly one h1, in both languages', async ({
    page,
  }) => {
    for (const path of [
      '/it',
      '/en',
      '/it/chi-siamo',
      '/en/about-us',
      '/it/l/estate-2026',
      '/en/l/summer-2026',
    ]) {
      await page.goto(path)
      await expect(page.locator('h1'), path).toHaveCount(1)
    }
  })
})

test('a registered visitor gets each product its own 3D files, named after it', async ({ page }) => {
  const email = `three-d-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  const registered = await page.request.post('/api/auth/v1/register', {
    data: {
      email,
      password: 'Tavolo Riva 220 in grafite',
      firstName: 'Giulia',
      lastName: 'Bianchi',
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
  await page.getByLabel('Password').fill('Tavolo Riva 220 in grafite')
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
  // Logged in by the app, or by the plain form when it was clicked before the page hydrated.
  await expect(page).toHaveURL(/\/en\/account(\?answer=loggedIn)?$/)
  const files = new Map<string, string>()
  for (const [path, name] of [
    ['/en/products/onda-sun-lounger', 'Onda sun lounger'],
    ['/en/products/riva-chair', 'Riva chair'],
    ['/it/prodotti/sauna-aurora', 'Aurora sauna'],
  ] as const) {
    await page.goto(path)
    const href = await page
      .getByRole('link', { name: /Download 3D files|Scarica i file 3D/ })
      .getAttribute('href')
    expect(href, path).toMatch(/^\/api\/downloads\/\d+$/)
    expect([...files.values()], `${path} has a file of its own`).not.toContain(href)
    files.set(path, href ?? '')
    const file = await page.request.get(href ?? '')
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toBe('application/pdf')
    const disposition = file.headers()['content-disposition'] ?? ''
    expect(disposition).toContain(`fast-modelli-3d-`)
    // The PDF's heading is the product's English name (adapters/local-cms/write-pdf.ts).
    expect((await file.body()).toString('latin1')).toContain(`3D models - ${name}`)
  }
})
