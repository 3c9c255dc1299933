import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { storeLocatorMachine } from '#machines/store-locator.machine'
import { defineFlow } from './flow'
import type { FlowContext } from './flow'
import { holdRequests, openHydrated, phoneViewport } from './page-helpers'

// The store locator on /en/stores in a phone's window, where the map waits to be asked for
// (decision 011). The map's style is held, as on a slow network, until the step lets it through
// or cuts it; "Near me" finds the visitor in Florence (the test grants the position).
type Held = Awaited<ReturnType<typeof holdRequests>>
const held = new WeakMap<Page, Held>()
const styles = ({ page }: FlowContext) => {
  const requests = held.get(page)
  if (!requests) throw new Error('the store locator flow has not started')
  return requests
}

const map = (page: Page) => page.getByRole('region', { name: 'Map of Fast stores' })
const list = (page: Page) => page.getByRole('list', { name: 'List of stores' })
const rows = (page: Page) => list(page).locator('li[data-store-id]')
const field = (page: Page) => page.getByLabel('Search by city, province, country or name')
const popup = (page: Page) => page.locator('.maplibregl-popup')
const followsTheMap = 'The list follows the area shown on the map.'

async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Stores shown: \d+/).innerText()
  return Number(/Stores shown: (\d+)/.exec(text)?.[1])
}

/** The list shows the first rows of what it counts, and "Show more" when there are more. */
async function expectListConsistent(page: Page): Promise<void> {
  await expect
    .poll(async () => {
      const count = await shownCount(page)
      const shown = await rows(page).count()
      const more = await list(page)
        .getByRole('link', { name: /^Show \d+ more/ })
        .count()
      return shown > 0 && shown <= count && shown < count === (more === 1)
    })
    .toBe(true)
}

/** Presses clusters (the biggest first) until a store's own marker is in view. */
async function storeMarker(page: Page) {
  const marker = map(page).locator('button[data-store-id]').first()
  for (let tries = 0; tries < 8 && !(await marker.isVisible()); tries += 1) {
    const cluster = map(page).locator('[data-cluster]').first()
    if (await cluster.isVisible()) await cluster.click()
    // The map zooms in; the marker shows, or the next try presses a smaller cluster.
    await marker.waitFor({ state: 'visible', timeout: 900 }).catch(() => undefined)
  }
  await expect(marker).toBeVisible()
  return marker
}

export const storeLocatorFlow = defineFlow({
  machine: storeLocatorMachine,
  where: "/en/stores in a phone's window (the map on request; its style held by the test; position granted)",
  viewport: phoneViewport,
  start: {
    does: 'Open /en/stores on a phone, with the position allowed (Florence) and a slow network for the map style',
    run: async ({ page }) => {
      await page.context().grantPermissions(['geolocation'])
      await page.context().setGeolocation({ latitude: 43.77, longitude: 11.25 })
      held.set(page, await holdRequests(page, /\/api\/map\/style\.json/))
      await openHydrated(page, '/en/stores')
    },
  },
  events: {
    SEARCHED: {
      does: 'Type a city in the search field (Lugano; Zurich when it says Lugano)',
      run: async ({ page }) =>
        field(page).fill((await field(page).inputValue()) === 'Lugano' ? 'Zurich' : 'Lugano'),
    },
    TYPE_CHOSEN: {
      does: 'Choose a store type (Dealer; All types when it says Dealer)',
      run: async ({ page }) => {
        const select = page.getByLabel('Store type')
        await select.selectOption((await select.inputValue()) === 'dealer' ? '' : 'dealer')
      },
    },
    MORE_ROWS: {
      does: 'Press "Show 50 more" under the list',
      run: async ({ page }) => {
        const before = await rows(page).count()
        await list(page)
          .getByRole('link', { name: /^Show \d+ more/ })
          .click()
        await expect(rows(page)).not.toHaveCount(before)
      },
    },
    LOCATED: {
      does: 'Press "Near me" (the browser gives Florence)',
      run: async ({ page }) => {
        await page.getByRole('button', { name: 'Near me' }).click()
        await expect(
          page.getByRole('status').filter({ hasText: 'Stores sorted from the nearest' }),
        ).toBeVisible()
        await expect(rows(page).first()).toContainText('km away')
      },
    },
    ROW_PICKED: {
      does: "Press the first store's name in the list",
      run: async ({ page }) => {
        const row = rows(page).first()
        await row.getByRole('button').click()
        await expect(row).toHaveAttribute('data-selected', 'true')
      },
    },
    SHOW_MAP: {
      does: 'Press "Show the map"',
      run: ({ page }) => page.getByRole('button', { name: 'Show the map' }).click(),
    },
    'loadMap done': {
      does: 'Let the map style arrive (the map draws)',
      run: async (context) => {
        await (await styles(context).latest()).release()
        await expect(map(context.page)).toHaveAttribute('data-map-state', 'ready', { timeout: 20_000 })
      },
    },
    'loadMap error': {
      does: 'Cut the network for the map style',
      run: async (context) => (await styles(context).latest()).fail(),
    },
    SUBMITTED: {
      does: 'Press the Search button',
      run: ({ page }) => page.getByRole('main').getByRole('button', { name: 'Search', exact: true }).click(),
    },
    VIEW_CHANGED: {
      does: "Press the map's Zoom out button",
      run: async ({ page }) => {
        await map(page).getByRole('button', { name: 'Zoom out', exact: true }).click()
        await expect(page.getByText(followsTheMap)).toBeVisible()
      },
    },
    MARKER_PICKED: {
      does: "Press a store's marker on the map (pressing clusters first until one is in view)",
      run: async ({ page }) => {
        const marker = await storeMarker(page)
        const id = await marker.getAttribute('data-store-id')
        await marker.click()
        await expect(list(page).locator(`[data-store-id="${id}"]`)).toHaveAttribute('data-selected', 'true')
        await expect(popup(page)).toBeVisible()
      },
    },
    POPUP_CLOSED: {
      does: "Press the store card's Close (after opening one from a marker, when none is open)",
      run: async ({ page }) => {
        if ((await popup(page).count()) === 0) await (await storeMarker(page)).click()
        await popup(page).getByRole('button', { name: 'Close the store card' }).click()
        await expect(popup(page)).toHaveCount(0)
        await expect(list(page).locator('li[data-selected="true"]')).toHaveCount(0)
      },
    },
  },
  states: {
    idle: async ({ page }) => {
      await expect(map(page)).toHaveAttribute('data-map-state', 'offered')
      await expect(page.getByRole('button', { name: 'Show the map' })).toBeVisible()
      await expect(map(page).locator('canvas')).toHaveCount(0)
      await expect(page.getByText(followsTheMap)).toHaveCount(0)
      await expectListConsistent(page)
    },
    loading: async ({ page }) => {
      await expect(map(page)).toHaveAttribute('data-map-state', 'loading')
      await expect(page.getByText('Loading the map…')).toBeVisible()
      await expect(page.getByRole('button', { name: 'Show the map' })).toHaveCount(0)
      await expectListConsistent(page)
    },
    ready: async ({ page }) => {
      await expect(map(page)).toHaveAttribute('data-map-state', 'ready')
      await expect(map(page).locator('canvas')).toHaveAttribute('aria-label', 'Map')
      await expect(map(page).getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible()
      await expect(page.getByText('Loading the map…')).toHaveCount(0)
      await expectListConsistent(page)
    },
    failed: async ({ page }) => {
      await expect(map(page)).toHaveAttribute('data-map-state', 'failed')
      await expect(
        page.getByRole('alert').filter({ hasText: 'The map could not be loaded; the list still works.' }),
      ).toBeVisible()
      await expectListConsistent(page)
    },
  },
})
