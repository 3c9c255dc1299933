import { expect, test, type Page } from '@playwright/test'

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
  await page.waitForTimeout(1500)
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
  await page.waitForTimeout(300)
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
    await page.waitForTimeout(500)
    expect(mapCode).toEqual([])

    await show.tap()
    await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
    await expect(map.locator('canvas')).toBeVisible()
    await expect(map.locator('[data-cluster], [data-store-id]').first()).toBeVisible()
    expect(mapCode.length).toBeGreaterThan(0)
  })
})
