import { expect, test } from '@playwright/test'
import { auditViewports } from '#tests/a11y/audit-targets'
import { gotoHydrated } from './hydrated'

// WCAG 4.1.3: filtering a catalogue grid once said nothing; the count of what it shows is in a
// polite live region (role=status), shown to everyone and read out when a filter changes it.

const words = {
  it: {
    path: '/it/prodotti',
    filter: 'Tavoli e sedute',
    all: 'Tutti',
    count: /^Visibili (\d+) su (\d+): (.+)$/,
  },
  en: {
    path: '/en/products',
    filter: 'Tables and seating',
    all: 'All',
    count: /^Showing (\d+) of (\d+): (.+)$/,
  },
} as const
const [desktop, phone] = auditViewports

for (const [locale, w] of Object.entries(words))
  test.describe(locale, () => {
    for (const viewport of [desktop, phone])
      test(`a filter chosen by keyboard at ${viewport.name} size announces how many products it shows`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport)
        await gotoHydrated(page, w.path)
        const grid = page.getByRole('main').getByRole('list').last()
        const status = page.getByRole('main').getByRole('status')
        const total = await grid.getByRole('listitem').count()
        await expect(status).toBeVisible()
        await expect(status).toHaveText(w.count)
        expect(w.count.exec((await status.textContent()) ?? '')?.slice(1)).toEqual([
          String(total),
          String(total),
          w.all,
        ])
        if (viewport === desktop) {
          await page.getByRole('button', { name: w.filter, exact: true }).focus()
          await page.keyboard.press('Enter')
        } else {
          await page.getByRole('combobox').focus()
          await page.getByRole('combobox').selectOption({ label: w.filter })
        }
        await expect(status).toContainText(w.filter)
        const shown = await grid.getByRole('listitem').count()
        expect(shown).toBeLessThan(total)
        expect(w.count.exec((await status.textContent()) ?? '')?.slice(1)).toEqual([
          String(shown),
          String(total),
          w.filter,
        ])
        // The live region is in the page from the start: only its change is read out.
        await expect(status).toHaveAttribute('role', 'status')
      })
  })
