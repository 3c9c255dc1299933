import { expect, test, type Locator } from '@playwright/test'

// WCAG 3.2.5: a link that opens a new tab says so in its name, so a screen-reader user is not
// stranded in a tab without history: the footer's configurator, and the privacy links in the
// consent sentences (a new tab there keeps what the form holds).

const words = {
  it: {
    home: '/it',
    contact: '/it/contatti',
    register: '/it/register',
    configurator: 'Configuratore 3D (si apre in una nuova scheda)',
    privacy: /informativa.*\(si apre in una nuova scheda\)$/i,
  },
  en: {
    home: '/en',
    contact: '/en/contact',
    register: '/en/register',
    configurator: '3D configurator (opens in a new tab)',
    privacy: /privacy policy \(opens in a new tab\)$/i,
  },
} as const

async function expectNewTab(link: Locator) {
  await expect(link).toHaveAttribute('target', '_blank')
  await expect(link).toHaveAttribute('rel', /noopener/)
}

for (const [locale, w] of Object.entries(words))
  test(`${locale}: links that open a new tab say so`, async ({ page }) => {
    await page.goto(w.home)
    await expectNewTab(page.getByRole('contentinfo').getByRole('link', { name: w.configurator, exact: true }))
    for (const path of [w.contact, w.register]) {
      await page.goto(path)
      await expectNewTab(page.getByRole('main').getByRole('link', { name: w.privacy }).first())
    }
  })
