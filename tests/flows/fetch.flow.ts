import { expect } from '@playwright/test'
import type { Page } from '@playwright/test'
import { fetchMachine } from '#machines/fetch.machine'
import { defineFlow } from './flow'
import type { FlowContext } from './flow'
import { desktopViewport, holdRequests, openHydrated } from './page-helpers'

// The fetch machine as the search overlay runs it (/it). Search requests are held, as on a slow
// network, until the step says how they end; the page's clock is paused so the 200 ms before
// 'Ricerca in corso…' passes only when the step says so.
const status = (page: Page) => page.getByRole('dialog', { name: 'Cerca nel sito' }).getByRole('status')
const field = (page: Page) => page.getByRole('searchbox')
const words = ['onda', 'sauna', 'teak', 'lettino']

type Held = Awaited<ReturnType<typeof holdRequests>>
const held = new WeakMap<Page, Held>()
const searches = ({ page }: FlowContext) => {
  const requests = held.get(page)
  if (!requests) throw new Error('the search flow has not started')
  return requests
}

async function type(page: Page, choose: (current: string) => string) {
  const value = choose(await field(page).inputValue())
  await field(page).fill(value)
}

async function openSearch(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Cerca', exact: true }).first().click()
  await expect(field(page)).toBeFocused()
}

export const fetchFlow = defineFlow({
  machine: fetchMachine,
  where: 'the search overlay on /it (search requests held by the test, page clock paused)',
  viewport: desktopViewport,
  start: {
    does: 'Open /it and press Cerca (a slow network: answers arrive when the step says)',
    run: async (context) => {
      const { page } = context
      await page.clock.install()
      held.set(page, await holdRequests(page, /\/api\/search\?/))
      await openHydrated(page, '/it')
      await openSearch(page)
      await page.clock.pauseAt(Date.now() + 60_000)
    },
  },
  events: {
    'FETCH [acceptsParams]': {
      does: 'Type a word of 3 letters or more (onda, sauna, teak, …) in the search field',
      run: ({ page }) =>
        type(
          page,
          (current) => words.find((word) => word !== current && !current.startsWith(word)) ?? 'onda',
        ),
    },
    'FETCH [else]': {
      does: 'Type 2 letters (“on”) in the search field',
      run: ({ page }) => type(page, (current) => (current === 'on' ? 'so' : 'on')),
    },
    RESET: {
      does: 'Empty the search field (select all, Delete); when it is empty already, type a space (a blank field is an empty one)',
      run: async ({ page }) => {
        if ((await field(page).inputValue()).trim() === '') await field(page).press('Space')
        else {
          await field(page).press('ControlOrMeta+A')
          await field(page).press('Delete')
        }
      },
    },
    'after minimumDisplay': { does: 'Wait 200 ms', run: ({ page }) => page.clock.runFor(200) },
    'load done': {
      does: 'Let the search answer arrive',
      run: async (context) => (await searches(context).latest()).release(),
    },
    'load error': {
      does: 'Cut the network for the search request (it fails)',
      run: async (context) => (await searches(context).latest()).fail(),
    },
  },
  states: {
    idle: async ({ page }) => {
      await expect(field(page)).toHaveValue(/^\s*$/)
      await expect(status(page)).toHaveText('')
      await expect(page.locator('a[data-hit]')).toHaveCount(0)
    },
    invalid: ({ page }) => expect(status(page)).toHaveText('Inserisci almeno 3 lettere'),
    pending: ({ page }) => expect(page.locator('a[data-hit]')).toHaveCount(0),
    'pending.quiet': ({ page }) => expect(status(page)).toHaveText(''),
    'pending.visible': ({ page }) => expect(status(page)).toHaveText('Ricerca in corso…'),
    success: ({ page }) => expect(status(page)).toHaveText(/\d+ risultat|Nessun risultato/),
    error: ({ page }) => expect(status(page)).toHaveText('La ricerca non è riuscita, riprova più tardi'),
  },
})
