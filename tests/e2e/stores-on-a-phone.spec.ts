import { expect, test, type Page } from '@playwright/test'
import { framesPainted } from '#tools/testing/page-settled'

// The store locator on a phone. A tapped marker used to scroll the page some 2,700 px down to its
// list row, taking away the popup it had just opened; and a map moved to an empty area said "No
// store matches your search" though nothing was searched.

const words = {
  it: {
    path: '/it/rivenditori',
    map: 'Mappa dei punti vendita Fast',
    list: 'Elenco dei punti vendita',
    showMap: 'Mostra la mappa',
    zoomIn: 'Ingrandisci',
    noneInArea: /^Nessun punto vendita in questa zona della mappa\. Riduci lo zoom/,
  },
  en: {
    path: '/en/stores',
    map: 'Map of Fast stores',
    list: 'List of stores',
    showMap: 'Show the map',
    zoomIn: 'Zoom in',
    noneInArea: /^No store in this area of the map\. Zoom out/,
  },
}

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

/** Opens the locator, asks for the map and waits for its first markers. */
async function showMap(page: Page, w: (typeof words)['en']) {
  await page.goto(w.path)
  await page.getByRole('button', { name: w.showMap }).tap()
  const map = page.getByRole('region', { name: w.map })
  await expect(map).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
  await expect(map.locator('[data-cluster]').first()).toBeVisible()
  return map
}

for (const [locale, w] of Object.entries(words)) {
  test(`${locale}: a tapped marker opens its popup where the visitor looks, and the page does not move`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const map = await showMap(page, w)
    // Clusters split as they are tapped, until single stores show as markers.
    const marker = map.locator('button[data-store-id]').first()
    await expect
      .poll(
        async () => {
          if (await marker.isVisible()) return true
          await map.locator('[data-cluster]').first().tap()
          return false
        },
        { timeout: 40_000 },
      )
      .toBe(true)
    // The visitor looks at the whole map; the popup opens inside it.
    await map.evaluate((element) => element.scrollIntoView({ block: 'center' }))
    // A scroll's event fires at the next frame: let that one pass before listening for another.
    await framesPainted(page)
    const id = await marker.getAttribute('data-store-id')
    const before = await page.evaluate(() => window.scrollY)
    await page.evaluate(() => {
      window.addEventListener(
        'scroll',
        () => document.documentElement.setAttribute('data-page-scrolled', ''),
        { once: true },
      )
    })
    await marker.tap()
    const popup = page.locator('.maplibregl-popup')
    await expect(popup).toBeVisible()
    await expect(page.getByRole('list', { name: w.list }).locator(`[data-store-id="${id}"]`)).toHaveAttribute(
      'data-selected',
      'true',
    )
    await framesPainted(page)
    expect(await page.evaluate(() => window.scrollY)).toBe(before)
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-page-scrolled'))).toBe(false)
    await expect(popup).toBeInViewport({ ratio: 1 })
  })

  test(`${locale}: a map moved to an empty area says there is no store there and to zoom out`, async ({
    page,
  }) => {
    test.setTimeout(60_000)
    const map = await showMap(page, w)
    await map.getByRole('button', { name: w.zoomIn, exact: true }).tap()
    await map.getByRole('button', { name: w.zoomIn, exact: true }).tap()
    // The map's keyboard pans it west, out over the sea, until it shows no store.
    const canvas = map.locator('canvas')
    const list = page.getByRole('list', { name: w.list })
    await canvas.focus()
    await expect
      .poll(
        async () => {
          if ((await list.locator('li[data-store-id]').count()) === 0) return true
          await canvas.press('ArrowLeft')
          return false
        },
        { timeout: 30_000 },
      )
      .toBe(true)
    await expect(list.getByRole('listitem')).toHaveCount(1)
    await expect(list.getByRole('listitem')).toHaveText(w.noneInArea)
  })
}
