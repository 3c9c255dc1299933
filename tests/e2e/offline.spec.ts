import { expect, test } from '@playwright/test'
import type { Page } from '@playwright/test'
import { journeySizes, markDocument, openHydrated, sameDocument } from '#tools/testing/site-journeys'

// A visitor on a real phone and a real network. A chunk or a page that cannot load, whether the
// network is down or a file is missing, never takes the page away: the visitor stays on what they
// were reading, is told in the page's language (role=alert), and can try again (decision 036).

const words = {
  it: {
    about: '/it/chi-siamo',
    stores: '/it/rivenditori',
    storesLink: 'Rivenditori',
    news: '/it/news',
    contact: '/it/contatti',
    couldNotLoad: 'La pagina non si è caricata',
    offline: 'Sei offline',
    tryAgain: 'Riprova',
    first: 'Nome',
    email: 'Email',
    message: 'Il tuo messaggio',
    country: 'Paese',
    type: 'Sei',
    submit: 'Invia la richiesta',
    notSent: 'nulla è stato inviato',
  },
  en: {
    about: '/en/about-us',
    stores: '/en/stores',
    storesLink: 'Stores',
    news: '/en/news',
    contact: '/en/contact',
    couldNotLoad: 'The page could not load',
    offline: 'You are offline',
    tryAgain: 'Try again',
    first: 'First name',
    email: 'Email',
    message: 'Your message',
    country: 'Country',
    type: 'You are',
    submit: 'Send the request',
    notSent: 'nothing was sent',
  },
} as const

/** Whether focus is on something the visitor can see, not fallen to <body>. */
function focusKept(page: Page): Promise<boolean> {
  return page.evaluate(() => document.activeElement !== null && document.activeElement !== document.body)
}

/** The page's content is shown: opaque, its heading and blocks on screen. */
async function expectPageShown(page: Page): Promise<void> {
  const content = page.locator('[data-transition="page"]')
  await expect.poll(() => content.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible()
}

/**
 * Lets the page run the tasks a failed request queued (a reload would start in them): two
 * round trips through the page's event loop. Throws when the document went away meanwhile.
 */
async function pageTurn(page: Page): Promise<void> {
  for (let turn = 0; turn < 2; turn++) await page.evaluate(() => new Promise((done) => setTimeout(done, 0)))
}

/** The first news card of the list, and where it leads. */
async function firstCard(page: Page) {
  const card = page.getByRole('main').locator('a[data-entry]').first()
  const href = await card.getAttribute('href')
  if (href === null) throw new Error('The news list has no card')
  return { card, href }
}

for (const locale of ['it', 'en'] as const) {
  const w = words[locale]
  for (const [size, viewport] of Object.entries(journeySizes)) {
    const phone = size === 'phone'
    test.describe(`${locale}, ${size}`, () => {
      test.use({ viewport, isMobile: phone, hasTouch: phone })

      test('a second chunk failure within 60 s keeps the page, with a red bar and a message', async ({
        page,
      }) => {
        // The stores page's route module cannot load.
        await page.route('**/assets/stores-*.js', (route) => route.abort())
        const storesLink = page.getByRole('banner').getByRole('link', { name: w.storesLink, exact: true })
        await openHydrated(page, w.about)
        await storesLink.click()
        // The first failure loads the target as a document (spec 2.5, decision 025).
        await expect(page).toHaveURL(new RegExp(`${w.stores}$`))

        await openHydrated(page, w.about)
        await markDocument(page)
        await storesLink.click()
        const alert = page.getByRole('alert').filter({ hasText: w.couldNotLoad })
        await expect(alert).toBeVisible()
        await expect(alert.getByRole('button', { name: w.tryAgain })).toBeVisible()
        await expect(page.getByRole('progressbar', { includeHidden: true })).toHaveAttribute(
          'data-state',
          'failed',
        )
        await expect(page).toHaveURL(new RegExp(`${w.about}$`))
        await expectPageShown(page)
        expect(await sameDocument(page)).toBe(true)
        expect(await focusKept(page)).toBe(true)
      })

      test('offline, a click on a card stays on the page, says so, and goes on once back online', async ({
        page,
        context,
      }) => {
        await openHydrated(page, w.news)
        await markDocument(page)
        const { card, href } = await firstCard(page)
        await context.setOffline(true)
        await card.click()
        await expect(page.getByRole('alert').filter({ hasText: w.offline })).toBeVisible()
        await expect(page).toHaveURL(new RegExp(`${w.news}$`))
        await expectPageShown(page)
        expect(await sameDocument(page)).toBe(true)
        expect(await focusKept(page)).toBe(true)
        // Back online, the page the visitor asked for loads by itself.
        await context.setOffline(false)
        await expect(page).toHaveURL(new RegExp(`${href}$`))
        await expect(page.getByRole('alert').filter({ hasText: w.offline })).toHaveCount(0)
      })

      test.describe('offline at every moment', () => {
        test('before the first interaction: the first touch or pointer does not reload the page', async ({
          page,
          context,
        }) => {
          // The chunks the first interaction asks for fail; no reload.
          await openHydrated(page, w.news)
          await markDocument(page)
          const navigations: string[] = []
          page.on('framenavigated', (frame) => {
            if (frame === page.mainFrame()) navigations.push(frame.url())
          })
          const chunkFailed = page.waitForEvent('requestfailed', (request) =>
            /\/assets\/.+\.js$/.test(new URL(request.url()).pathname),
          )
          await context.setOffline(true)
          if (phone) await page.getByRole('main').getByRole('heading', { level: 1 }).tap()
          else await page.mouse.move(400, 400, { steps: 4 })
          await chunkFailed
          await pageTurn(page)
          expect(navigations).toEqual([])
          expect(await sameDocument(page)).toBe(true)
          await expect(page).toHaveURL(new RegExp(`${w.news}$`))
          await expectPageShown(page)
        })

        test('mid-navigation: the page stays, the visitor is told, and it loads once back online', async ({
          page,
          context,
        }) => {
          await openHydrated(page, w.news)
          await markDocument(page)
          const { card, href } = await firstCard(page)
          // The card's page is on its way when the network goes.
          let release: (() => Promise<void>) | undefined
          await page.route(`**${href}.data*`, (route) => {
            release = () => route.abort('internetdisconnected')
          })
          await card.click()
          await expect.poll(() => release !== undefined).toBe(true)
          await context.setOffline(true)
          await release?.()
          await expect(page.getByRole('alert').filter({ hasText: w.offline })).toBeVisible()
          await expect(page.getByRole('banner')).toBeVisible()
          expect(await sameDocument(page)).toBe(true)
          expect(await focusKept(page)).toBe(true)
          await page.unrouteAll()
          await context.setOffline(false)
          await expect(page).toHaveURL(new RegExp(`${href}$`))
          await expect(page.getByRole('alert').filter({ hasText: w.offline })).toHaveCount(0)
          await expectPageShown(page)
        })

        test('during a form post: what the visitor typed stays, and the form says it was not sent', async ({
          page,
          context,
        }) => {
          await openHydrated(page, w.contact)
          const form = page.locator('form[data-contact-form="contact"]')
          await expect.poll(() => form.evaluate((element: HTMLFormElement) => element.noValidate)).toBe(true)
          const message = 'A spa terrace for a hotel in Munich: could you send us a quote?'
          await form.getByLabel(new RegExp(`^${w.first}( \\*)?$`)).fill('Giulia')
          await form.getByLabel(new RegExp(`^${w.email}( \\*)?$`)).fill('giulia.offline@example.com')
          await form.getByLabel(new RegExp(`^${w.country}( \\*)?$`)).selectOption('DE')
          await form.getByLabel(new RegExp(`^${w.type}( \\*)?$`)).selectOption('Architect')
          await form.getByLabel(new RegExp(`^${w.message}( \\*)?$`)).fill(message)
          await form.getByRole('checkbox', { name: /privacy/ }).check()
          await markDocument(page)
          await context.setOffline(true)
          await form.getByRole('button', { name: w.submit }).click()
          await expect(form.getByRole('alert').filter({ hasText: w.notSent })).toBeVisible()
          await expect(form.getByLabel(new RegExp(`^${w.message}( \\*)?$`))).toHaveValue(message)
          await expect(form.getByLabel(new RegExp(`^${w.first}( \\*)?$`))).toHaveValue('Giulia')
          expect(await sameDocument(page)).toBe(true)
          await expect(page).toHaveURL(new RegExp(`${w.contact}$`))
        })
      })
    })
  }
}
