import { expect, test, type Page } from '@playwright/test'
import { framesPainted, networkSettled } from '#tools/testing/page-settled'

// spec 2, Store locator; spec 9: zoom 0-22, geolocation timeout 6000 ms, fit max zoom 15.
// Without MAPBOX_KEY the map is maplibre-gl over our own style: nothing may leave 127.0.0.1.

const anchors = ['top', 'bottom', 'left', 'right', 'top-left', 'top-right', 'bottom-left', 'bottom-right']

/** Opens the locator and waits for the map (its own chunk) to draw its first markers. */
async function openLocator(page: Page, path = '/en/stores') {
  await page.goto(path)
  const map = page.getByRole('region', { name: 'Map of Fast stores' })
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
  await expect(page.locator('[data-cluster]').first()).toBeVisible()
  return map
}

function storeList(page: Page, name = 'List of stores') {
  return page.getByRole('list', { name })
}

async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Stores shown: \d+/).innerText()
  return Number(/Stores shown: (\d+)/.exec(text)?.[1])
}

test('without a key the page shows the map canvas, clusters and the list, and asks nothing outside 127.0.0.1', async ({
  page,
}) => {
  const outside: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (!['data:', 'blob:'].includes(url.protocol) && url.hostname !== '127.0.0.1')
      outside.push(request.url())
  })
  const map = await openLocator(page)
  await expect(map.locator('canvas')).toBeVisible()
  expect(await page.locator('[data-cluster]').count()).toBeGreaterThan(3)
  expect(await storeList(page).locator('li[data-store-id]').count()).toBe(50)
  // Pan and zoom so tiles and markers for another area load too, then check again.
  await page.locator('[data-cluster]').first().click()
  await networkSettled(page)
  expect(outside).toEqual([])
})

test('the list reads without JavaScript, and the search form filters it on the server', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/it/rivenditori')
  const list = storeList(page, 'Elenco dei punti vendita')
  const rows = list.locator('li[data-store-id]')
  expect(await rows.count()).toBe(50)
  // "Show more" is a link: the server renders the next page of rows.
  await list.getByRole('link', { name: /^Mostra altri 50 \(ne restano \d+\)$/ }).click()
  await expect(page).toHaveURL(/rows=100/)
  expect(await rows.count()).toBe(100)
  const search = page.getByRole('main').getByRole('search')
  await search.getByLabel('Cerca per città, provincia, paese o nome').fill('Firenze')
  await search.getByRole('button', { name: 'Cerca', exact: true }).click()
  await expect(page).toHaveURL(/q=Firenze/)
  const found = await rows.allInnerTexts()
  expect(found.length).toBeGreaterThan(0)
  expect(found.length).toBeLessThan(20)
  for (const text of found) expect(text).toContain('Firenze')
  await context.close()
})

test('the list shows 50 stores, and each "Show more" 50 more, until all are shown', async ({ page }) => {
  await openLocator(page)
  const list = storeList(page)
  const rows = list.locator('li[data-store-id]')
  const total = await shownCount(page)
  expect(await rows.count()).toBe(50)
  const more = list.getByRole('link', { name: /^Show \d+ more \(\d+ left\)$/ })
  await more.click()
  await expect(rows).toHaveCount(100)
  await expect(page).toHaveURL(/\/en\/stores$/)
  while ((await rows.count()) < total) await more.click()
  await expect(rows).toHaveCount(total)
  await expect(more).toHaveCount(0)
})

test('a map drawn on a wide screen stays when the screen narrows to a phone', async ({ page }) => {
  const map = await openLocator(page)
  await page.setViewportSize({ width: 390, height: 844 })
  await framesPainted(page)
  await expect(map).toHaveAttribute('data-map-state', 'ready')
  await expect(page.getByRole('button', { name: 'Show the map' })).toHaveCount(0)
})

test('a cluster click zooms in to where it splits', async ({ page }) => {
  await openLocator(page)
  const before = await shownCount(page)
  const biggest = page
    .locator('[data-cluster]')
    .filter({ hasText: /^\d{3}$/ })
    .first()
  const count = Number(await biggest.innerText())
  await biggest.click()
  await expect.poll(() => shownCount(page)).toBeLessThan(before)
  // The clicked cluster's stores are now spread over several markers.
  await expect(page.locator('[data-cluster]').filter({ hasText: new RegExp(`^${count}$`) })).toHaveCount(0)
})

test('a row click flies to the store and opens its popup', async ({ page }) => {
  await openLocator(page)
  await page.getByLabel('Search by city, province, country or name').fill('Lugano')
  const row = storeList(page).getByRole('listitem').first()
  const name = await row.getByRole('button').innerText()
  await row.getByRole('button').click()
  const popup = page.locator('.maplibregl-popup')
  await expect(popup).toBeVisible()
  await expect(popup.getByRole('heading', { name })).toBeVisible()
  await expect(popup.getByRole('link', { name: 'Directions' })).toHaveAttribute('href', /destination=/)
  const className = (await popup.getAttribute('class')) ?? ''
  const anchor = /maplibregl-popup-anchor-([a-z-]+)/.exec(className)?.[1]
  expect(anchors).toContain(anchor)
  await expect(row).toHaveAttribute('data-selected', 'true')
})

test('a marker click selects its row', async ({ page }) => {
  await openLocator(page)
  await page.getByLabel('Search by city, province, country or name').fill('Lugano')
  const marker = page.locator('[data-store-id]').and(page.locator('button')).first()
  await expect(marker).toBeVisible({ timeout: 10_000 })
  const id = await marker.getAttribute('data-store-id')
  await marker.click()
  await expect(storeList(page).locator(`[data-store-id="${id}"]`)).toHaveAttribute('data-selected', 'true')
  await expect(page.locator('.maplibregl-popup')).toBeVisible()
})

test('search narrows the list and frames the results', async ({ page }) => {
  await openLocator(page)
  const before = await shownCount(page)
  await page.getByLabel('Search by city, province, country or name').fill('Zurich')
  await expect.poll(() => shownCount(page)).toBeLessThan(before)
  const texts = await storeList(page).getByRole('listitem').allInnerTexts()
  expect(texts.length).toBeGreaterThan(0)
  for (const text of texts) expect(text).toContain('Zurich')
  await page.getByLabel('Store type').selectOption('flagship')
  await expect(storeList(page).getByRole('listitem')).toHaveCount(1)
})

test.describe('near me, granted', () => {
  test.use({ permissions: ['geolocation'], geolocation: { latitude: 43.77, longitude: 11.25 } })
  test('sorts the list nearest first, with distances', async ({ page }) => {
    await openLocator(page)
    await page.getByRole('button', { name: 'Near me' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Stores sorted from the nearest' })).toBeVisible()
    await expect(page.locator('[data-user]')).toBeVisible()
    const rows = await storeList(page).locator('li[data-store-id]').allInnerTexts()
    expect(rows[0]).toContain('Florence')
    const distances = rows.map((text) => Number(/([\d.,]+) km away/.exec(text)?.[1]?.replace(',', '')))
    expect(distances.every((value) => Number.isFinite(value))).toBe(true)
    expect([...distances].sort((a, b) => a - b)).toEqual(distances)
  })
})

test.describe('near me, denied', () => {
  test.use({ permissions: [] })
  test('explains that the position was refused and keeps the list', async ({ page }) => {
    await openLocator(page)
    await page.getByRole('button', { name: 'Near me' }).click()
    await expect(page.getByRole('alert').filter({ hasText: 'permission was refused' })).toBeVisible()
    expect(await storeList(page).getByRole('listitem').count()).toBeGreaterThan(10)
  })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test('the map loads only when asked for, and the list works without it', async ({ page }) => {
    const mapCode: string[] = []
    page.on('request', (request) => {
      if (/maplibre|\/api\/map\//.test(request.url())) mapCode.push(request.url())
    })
    await page.goto('/en/stores')
    const map = page.getByRole('region', { name: 'Map of Fast stores' })
    const show = page.getByRole('button', { name: 'Show the map' })
    await expect(show).toBeVisible()
    await expect(map).toHaveAttribute('data-map-state', 'offered')
    // The list and its search need no map.
    await page.getByLabel('Search by city, province, country or name').fill('Lugano')
    await expect(storeList(page).getByRole('listitem').first()).toContainText('Lugano')
    await networkSettled(page)
    expect(mapCode).toEqual([])

    await show.tap()
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
    await expect(map.locator('canvas')).toBeVisible()
    await expect(map.locator('[data-cluster], [data-store-id]').first()).toBeVisible()
    expect(mapCode.length).toBeGreaterThan(0)
  })

  test('the page carries only the rows it shows; every store comes at the first interaction, and what is typed meanwhile stays', async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/stores')) asked.push(request.url())
    })
    // A slow network: the list arrives only once the visitor has typed the whole query.
    let letListArrive = () => {}
    const listMayArrive = new Promise<void>((resolve) => (letListArrive = resolve))
    await page.route(/\/api\/stores/, async (route) => {
      await listMayArrive
      await route.continue()
    })
    const answer = await page.goto('/en/stores')
    const html = (await answer?.text()) ?? ''
    // 50 rows in the list; the page's data holds those rows, not the other stores.
    expect((html.match(/data-store-id=/g) ?? []).length).toBe(50)
    expect(html.length).toBeLessThan(150_000)
    await expect(page.getByText(/^Stores shown: \d+/)).toBeVisible()
    await networkSettled(page)
    expect(asked).toEqual([])

    const search = page.getByLabel('Search by city, province, country or name')
    await search.pressSequentially('Lugano', { delay: 40 })
    await expect(search).toHaveValue('Lugano')
    // The request event reaches the test a moment after the page sends it.
    await expect.poll(() => asked).toHaveLength(1)
    letListArrive()
    await expect(storeList(page).getByRole('listitem').first()).toContainText('Lugano', { timeout: 10_000 })
    await expect(search).toHaveValue('Lugano')
  })
})

test('when the store list cannot load, the map says so and the search works as a plain form', async ({
  page,
}) => {
  await page.route(/\/api\/stores/, (route) => route.fulfill({ status: 502, body: '{}' }))
  await page.goto('/en/stores')
  const map = page.getByRole('region', { name: 'Map of Fast stores' })
  await expect(map).toHaveAttribute('data-map-state', 'failed', { timeout: 20_000 })
  const search = page.getByLabel('Search by city, province, country or name')
  await search.fill('Lugano')
  await search.press('Enter')
  await expect(page).toHaveURL(/\?q=Lugano/)
  await expect(storeList(page).getByRole('listitem').first()).toContainText('Lugano')
  await expect(search).toHaveValue('Lugano')
})

// The store locator's journeys (spec §2.9) and the map's focus (WCAG 2.2: 2.4.3, 2.4.7), walked in the browser.

const words = {
  it: {
    path: '/it/rivenditori',
    map: 'Mappa dei punti vendita Fast',
    list: 'Elenco dei punti vendita',
    search: 'Cerca per città, provincia, paese o nome',
    type: 'Tipo di punto vendita',
    submit: 'Cerca',
    needsJs:
      /La mappa ha bisogno di JavaScript.*l'elenco, la ricerca e il filtro per tipo funzionano anche senza/,
    loading: 'Caricamento della mappa…',
    shown: /Punti vendita mostrati: (\d+)/,
    canvas: 'Mappa',
    zoomIn: 'Ingrandisci',
    zoomOut: 'Riduci',
    attribution: 'Mostra o nascondi i crediti della mappa',
    close: 'Chiudi la scheda del punto vendita',
    failed: "Non è stato possibile caricare la mappa; l'elenco funziona comunque.",
  },
  en: {
    path: '/en/stores',
    map: 'Map of Fast stores',
    list: 'List of stores',
    search: 'Search by city, province, country or name',
    type: 'Store type',
    submit: 'Search',
    needsJs: /The map needs JavaScript.*the list, the search and the type filter work without it/,
    loading: 'Loading the map…',
    shown: /Stores shown: (\d+)/,
    canvas: 'Map',
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    attribution: 'Show or hide the map credits',
    close: 'Close the store card',
    failed: 'The map could not be loaded; the list still works.',
  },
} as const
const sizes = { desktop: { width: 1366, height: 800 }, phone: { width: 390, height: 844 } } as const

async function counted(page: Page, locale: keyof typeof words): Promise<number> {
  const text = await page.getByText(words[locale].shown).innerText()
  return Number(words[locale].shown.exec(text)?.[1])
}

/** What the map shows: its store markers and the stores in its clusters. */
async function onTheMap(page: Page): Promise<number> {
  const map = page.getByRole('region', { name: 'Map of Fast stores' })
  const clusters = await map
    .locator('[data-cluster]')
    .evaluateAll((elements) =>
      elements.reduce((sum, element) => sum + Number(element.getAttribute('data-cluster')), 0),
    )
  return clusters + (await map.locator('button[data-store-id]').count())
}

for (const locale of ['it', 'en'] as const) {
  for (const [size, viewport] of Object.entries(sizes)) {
    test(`without JavaScript (${locale}, ${size}) the map area says the map needs it, and the list, search and filter work`, async ({
      browser,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, viewport })
      const page = await context.newPage()
      const w = words[locale]
      await page.goto(w.path)
      const map = page.getByRole('region', { name: w.map })
      await expect(page.getByText(w.needsJs)).toBeVisible()
      await expect(page.getByText(w.loading)).toHaveCount(0)
      // The note sits where the map would be.
      const [area, note] = await Promise.all([map.boundingBox(), page.getByText(w.needsJs).boundingBox()])
      expect(note && area && note.y >= area.y && note.y + note.height <= area.y + area.height).toBe(true)
      const rows = page.getByRole('list', { name: w.list }).locator('li[data-store-id]')
      expect(await rows.count()).toBe(50)
      const search = page.getByRole('main').getByRole('search')
      await search.getByLabel(w.search).fill('Milan')
      await search.getByLabel(w.type).selectOption('dealer')
      await search.getByRole('button', { name: w.submit, exact: true }).click()
      await expect(page).toHaveURL(/q=Milan.*type=dealer/)
      const found = await rows.count()
      expect(found).toBeGreaterThan(0)
      expect(found).toBeLessThan(10)
      expect(await counted(page, locale)).toBe(found)
      await expect(page.getByText(w.needsJs)).toBeVisible()
      await context.close()
    })
  }
}

for (const [size, viewport] of Object.entries(sizes)) {
  test(`after a store is picked from the list, a search for Milan lists and shows its 10 stores at once (${size})`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport)
    await page.goto('/en/stores')
    const map = page.getByRole('region', { name: words.en.map })
    if (size === 'phone') await page.getByRole('button', { name: 'Show the map' }).click()
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
    await page.getByLabel(words.en.search).fill('Lugano')
    const row = storeList(page).getByRole('listitem').first()
    await row.getByRole('button').click()
    await expect(page.locator('.maplibregl-popup')).toBeVisible()
    // The map has come to rest on the picked store: the list counts that close view.
    await expect.poll(() => counted(page, 'en')).toBeLessThan(3)
    await page.getByLabel(words.en.search).fill('Milan')
    // Before the map has moved: the list counts the results, not the old view's.
    expect(await counted(page, 'en')).toBe(10)
    await expect(storeList(page).locator('li[data-store-id]')).toHaveCount(10)
    // Once it has: the same ten, on the map, without a second press.
    await expect(page.getByText('The list follows the area shown on the map.')).toBeVisible()
    await expect.poll(() => counted(page, 'en')).toBe(10)
    await expect.poll(() => onTheMap(page)).toBe(10)
  })
}

test('the counter follows the map after a list pick: it counts what the map shows', async ({ page }) => {
  await openLocator(page)
  await page.getByLabel(words.en.search).fill('Zurich')
  await expect.poll(() => onTheMap(page)).toBe(await counted(page, 'en'))
  await storeList(page).getByRole('listitem').first().getByRole('button').click()
  await expect(page.locator('.maplibregl-popup')).toBeVisible()
  await expect.poll(async () => (await onTheMap(page)) === (await counted(page, 'en'))).toBe(true)
  expect(await storeList(page).locator('li[data-store-id]').count()).toBe(await counted(page, 'en'))
})

test('the map has zoom buttons, and the counter follows them', async ({ page }) => {
  const map = await openLocator(page)
  // Close in, where no cluster straddles the edge of the view, markers and counter must agree.
  const follows = async () => (await onTheMap(page)) === (await counted(page, 'en'))
  await page.getByLabel(words.en.search).fill('Milan')
  await expect.poll(() => onTheMap(page)).toBe(10)
  for (const press of [1, 2, 3]) {
    await map.getByRole('button', { name: 'Zoom in', exact: true }).click()
    await expect(page.getByText('The list follows the area shown on the map.')).toBeVisible()
    await expect.poll(follows, { message: `after ${press} zoom in` }).toBe(true)
  }
  await expect.poll(() => counted(page, 'en')).toBeLessThan(10)
  for (const press of [1, 2, 3]) {
    await map.getByRole('button', { name: 'Zoom out', exact: true }).click()
    await expect.poll(follows, { message: `after ${press} zoom out` }).toBe(true)
  }
  await expect.poll(() => counted(page, 'en')).toBe(10)
})

for (const locale of ['it', 'en'] as const) {
  test(`the map's own controls speak the page's language (${locale})`, async ({ page }) => {
    const w = words[locale]
    await page.goto(w.path)
    const map = page.getByRole('region', { name: w.map })
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
    await expect(map.locator('canvas')).toHaveAttribute('aria-label', w.canvas)
    await expect(map.getByRole('button', { name: w.zoomIn, exact: true })).toBeVisible()
    await expect(map.getByRole('button', { name: w.zoomOut, exact: true })).toBeVisible()
    // The compact attribution is a disclosure (<details>), named by the library's locale.
    await expect(map.getByLabel(w.attribution, { exact: true })).toHaveCount(1)
    for (const english of ['Zoom in', 'Zoom out', 'Toggle attribution', 'Map'])
      if (locale === 'it') await expect(map.getByLabel(english, { exact: true })).toHaveCount(0)
    // The popup's close: translated, and a target of 24 px at least.
    await page.getByLabel(w.search).fill('Lugano')
    await storeList(page, w.list).getByRole('listitem').first().getByRole('button').click()
    const close = page.locator('.maplibregl-popup').getByRole('button', { name: w.close })
    await expect(close).toBeVisible()
    const box = await close.boundingBox()
    expect(box?.width).toBeGreaterThanOrEqual(24)
    expect(box?.height).toBeGreaterThanOrEqual(24)
  })
}

test('when the map cannot load, the page says so and the list works', async ({ page }) => {
  await page.route(/\/api\/map\/style\.json/, (route) => route.abort('failed'))
  await page.goto('/en/stores')
  const map = page.getByRole('region', { name: words.en.map })
  await expect(map).toHaveAttribute('data-map-state', 'failed', { timeout: 20_000 })
  await expect(page.getByRole('alert').filter({ hasText: words.en.failed })).toBeVisible()
  await page.getByLabel(words.en.search).fill('Lugano')
  await expect(storeList(page).getByRole('listitem').first()).toContainText('Lugano')
})

test.describe('the map by keyboard', () => {
  const focusedIn = (page: Page) =>
    page.evaluate(() => {
      const active = document.activeElement
      if (!active || active === document.body) return 'body'
      if (active.closest('.maplibregl-popup')) return 'popup'
      if (active.matches('button[data-store-id]')) return `marker ${active.getAttribute('data-store-id')}`
      if (active.matches('canvas')) return 'canvas'
      return active.tagName
    })

  test('Enter on a cluster zooms in and leaves the focus on the map, not the page', async ({ page }) => {
    await openLocator(page)
    const cluster = page
      .locator('[data-cluster]')
      .filter({ hasText: /^\d{2,}$/ })
      .first()
    const count = await cluster.innerText()
    await cluster.focus()
    await page.keyboard.press('Enter')
    await expect(page.locator('[data-cluster]').filter({ hasText: new RegExp(`^${count}$`) })).toHaveCount(0)
    expect(await focusedIn(page)).toBe('canvas')
  })

  test("a marker's popup takes the focus, and its Close gives it back to the marker", async ({ page }) => {
    await openLocator(page)
    await page.getByLabel(words.en.search).fill('Lugano')
    const marker = page.locator('button[data-store-id]').first()
    await expect(marker).toBeVisible({ timeout: 10_000 })
    const id = await marker.getAttribute('data-store-id')
    await marker.focus()
    await page.keyboard.press('Enter')
    const popup = page.locator('.maplibregl-popup')
    await expect(popup).toBeVisible()
    expect(await focusedIn(page)).toBe('popup')
    await popup.getByRole('button', { name: words.en.close }).focus()
    await page.keyboard.press('Enter')
    await expect(popup).toHaveCount(0)
    await expect.poll(() => focusedIn(page)).toBe(`marker ${id}`)
    await expect(storeList(page).locator(`[data-store-id="${id}"]`)).toHaveAttribute('data-selected', 'false')
    // Escape closes it too.
    await page.keyboard.press('Enter')
    await expect(popup).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(popup).toHaveCount(0)
    await expect.poll(() => focusedIn(page)).toBe(`marker ${id}`)
  })

  test('the focused map canvas shows its focus ring inside the map', async ({ page }) => {
    const map = await openLocator(page)
    const canvas = map.locator('canvas')
    await canvas.focus()
    await page.keyboard.press('ArrowRight')
    const ring = await canvas.evaluate((element) => {
      const style = getComputedStyle(element)
      return { style: style.outlineStyle, width: style.outlineWidth, offset: style.outlineOffset }
    })
    expect(ring.style).toBe('solid')
    expect(parseFloat(ring.width)).toBeGreaterThanOrEqual(2)
    expect(parseFloat(ring.offset)).toBeLessThanOrEqual(-parseFloat(ring.width))
  })
})
