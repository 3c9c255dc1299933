import { type Page, expect, test } from '@playwright/test'
import { formLoadsBeforeHydration } from '#renderers/contact-form/lazy-contact-form'
import { screenPath } from '#runtime/route-table'
import { registerVisitor } from '#tests/a11y/audit-targets'

// Scripts start after the load event (decision 032), so a visitor who starts typing at once types
// into the server's HTML. When the app then hydrates, every field must keep what was typed, chosen
// and ticked: a field that comes back empty loses the visitor's words and shows "Fill in this
// field" for something they did fill in. Every form on each page is filled while its scripts are
// held back, then the scripts run, and each control must hold the same value as before.

const pages = [
  '/en/contact',
  '/it/contatti',
  '/en/l/blocks',
  screenPath('register', 'en'),
  screenPath('register', 'it'),
  screenPath('login', 'en'),
  screenPath('resetPassword', 'it'),
  '/en/stores',
  '/it/cerca',
]

/** Holds every script the page asks for (or those `which` picks) until the returned function is called. */
async function holdScripts(page: Page, which = (path: string) => path.endsWith('.js')): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(
    (url) => which(url.pathname),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

/** Waits until React has hydrated the page and every contact or newsletter form in it. */
async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => 'dataLayer' in window)
  // A form hydrates with the page; it then stops leaving its checks to the browser
  // (renderers/contact-form/form-frame.tsx).
  await expect
    .poll(() =>
      page
        .locator('form[data-contact-form]')
        .evaluateAll((forms) => forms.every((form) => (form as HTMLFormElement).noValidate)),
    )
    .toBe(true)
}

type Control = { name: string; value: string }

/** Every visible control of every form in the page's main content, with its value now. */
function controls(page: Page): Promise<Control[]> {
  return page.locator('main form').evaluateAll((forms) =>
    forms.flatMap((form, formIndex) =>
      [...(form as HTMLFormElement).elements]
        .filter(
          (element): element is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement =>
            (element instanceof HTMLInputElement ||
              element instanceof HTMLSelectElement ||
              element instanceof HTMLTextAreaElement) &&
            element.type !== 'hidden' &&
            element.getClientRects().length > 0,
        )
        .map((element) => ({
          name: `form ${formIndex} ${element.name || element.id}`,
          value:
            element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')
              ? String(element.checked)
              : element.value,
        })),
    ),
  )
}

/** Types into, picks in or ticks every visible control of the page's forms, as a visitor would. */
async function fillEverything(page: Page): Promise<void> {
  const fields = page.locator('main form').locator('input:visible, select:visible, textarea:visible')
  const count = await fields.count()
  for (let index = 0; index < count; index++) {
    const field = fields.nth(index)
    const kind = await field.evaluate((element) =>
      element instanceof HTMLInputElement ? element.type : element.tagName.toLowerCase(),
    )
    if (kind === 'checkbox' || kind === 'radio') await field.check()
    else if (kind === 'select') {
      const options = await field
        .locator('option')
        .evaluateAll((all) => all.map((option) => (option as HTMLOptionElement).value).filter(Boolean))
      // Not the first choice, which is likely what the page picked for the visitor already.
      const choice = options[Math.min(2, options.length - 1)]
      if (choice) await field.selectOption(choice)
    } else if (kind === 'email') await field.fill(`early-${index}@example.com`)
    else if (kind === 'submit' || kind === 'button') continue
    else await field.fill(kind === 'number' ? '1990' : `Typed early ${index}`)
  }
}

for (const path of pages)
  test(`what a visitor typed on ${path} before the app started is kept once it has`, async ({ page }) => {
    const release = await holdScripts(page)
    await page.goto(path)
    await fillEverything(page)
    const typed = await controls(page)
    expect(typed.length, 'the page has fields to type into').toBeGreaterThan(0)

    release()
    await waitForHydration(page)
    expect(await controls(page)).toEqual(typed)
  })

// The contact form has a chunk of its own. Were it still on its way when the app ran and the
// logged-in visitor's session answered, React would throw the server's form away: it vanished, and
// came back empty once its chunk arrived. Here the chunk is slow: it comes only after the visitor
// has typed, and after the session has answered, unless the page marks that it waits for the
// chunk before it starts (and so before it asks for the session).
for (const path of ['/en/contact', '/it/contatti'])
  test(`a logged-in visitor keeps the form and what they typed on ${path} while its code is slow to come`, async ({
    page,
    baseURL,
  }) => {
    await registerVisitor(page.context().request, baseURL ?? '', path.startsWith('/en') ? 'en' : 'it')
    const release = await holdScripts(page, (script) => /\/contact-form-[^/]*\.js$/.test(script))
    const sessionAnsweredOrFormAwaited = Promise.race([
      page.waitForResponse((answer) => answer.url().includes('/users/me')),
      page.waitForFunction(
        (mark) => performance.getEntriesByName(mark, 'mark').length > 0,
        formLoadsBeforeHydration,
      ),
    ])
    await page.goto(path)
    await sessionAnsweredOrFormAwaited
    await fillEverything(page)
    const typed = await controls(page)
    expect(typed.length).toBeGreaterThan(5)

    release()
    await waitForHydration(page)
    expect(await controls(page)).toEqual(typed)
  })

test('Italy and a province typed before the app started become the province chosen from the list', async ({
  page,
}) => {
  const release = await holdScripts(page)
  await page.goto(screenPath('register', 'en'))
  await page.getByLabel(/^Country/).selectOption('IT')
  await page.getByLabel(/^Province/).fill('Vicenza')
  release()
  await waitForHydration(page)
  const province = page.getByRole('combobox', { name: /^Province/ })
  await expect(province).toHaveValue('VI')
  await expect(page.getByLabel(/^Country/)).toHaveValue('IT')
})

test('a list filter picked on a phone before the app started applies once it has', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  const release = await holdScripts(page)
  await page.goto('/en/products')
  const filter = page.getByRole('combobox', { name: 'Filter by category' })
  await filter.selectOption('sun-loungers')
  release()
  await waitForHydration(page)
  await expect(page).toHaveURL(/\?category=sun-loungers$/)
  await expect(filter).toHaveValue('sun-loungers')
})

test('an unknown list filter is still reported once the app has started, with nothing picked', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await page.goto('/en/products?category=no-such-category')
  await waitForHydration(page)
  await expect(page).toHaveURL(/\?category=no-such-category$/)
  await expect(page.getByRole('main').getByText('This filter does not exist')).toBeVisible()
})
