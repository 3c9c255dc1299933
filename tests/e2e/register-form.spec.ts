import { expect, test } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { screenPath } from '#runtime/route-table'
import { translationsFor } from '#site/i18n/translations'
import { journeySizes, openHydrated } from '#tools/testing/site-journeys'

// The register form offers the contact form's lists (countries named in the page's language,
// Italy's provinces), so the account names the country in the visitor's language; a birth year no
// registering person has (2099) is refused on both sides; and an error that appears under a field
// moves no other field (decision 041). With and without JavaScript.

const italy = { it: 'Italia', en: 'Italy' } as const
const freshEmail = (locale: string) =>
  `register-${locale}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const locale of ['it', 'en'] as const) {
  const t = translationsFor(locale)
  const main = (page: Page) => page.getByRole('main')
  // A label is its name then "(required)" where it is: the whole name, from the start.
  const field = (page: Page, name: string) =>
    main(page).getByLabel(new RegExp(`^${escapeRegExp(name)}(\\(|$)`))
  const register = (page: Page) => main(page).getByRole('button', { name: t.account.register(), exact: true })

  async function fillRegistration(page: Page, email: string, password: string) {
    await field(page, t.account.fields.firstName()).fill('Giulia')
    await field(page, t.account.fields.lastName()).fill('Bianchi')
    await field(page, t.account.fields.email()).fill(email)
    await field(page, t.account.fields.password()).fill(password)
    await field(page, t.account.fields.repeatPassword()).fill(password)
    await field(page, t.account.fields.contactType()).selectOption('Architect')
    await page.getByRole('checkbox', { name: new RegExp(t.account.privacyLink()) }).check()
  }

  async function expectAccountNamesItaly(page: Page) {
    await page.goto(screenPath('account', locale))
    const profile = main(page).locator('dl')
    await expect(profile.getByText(t.account.fields.country(), { exact: true })).toBeVisible()
    await expect(profile.getByText(italy[locale], { exact: true })).toBeVisible()
  }

  // Where a field sits in the form: from the first field, since the error summary that appears
  // above the form moves it all together.
  const offsets = (page: Page, watched: Locator[]) =>
    Promise.all(
      watched.map(async (locator) => {
        const first = await field(page, t.account.fields.firstName()).evaluate(
          (el) => el.getBoundingClientRect().top,
        )
        return Math.round((await locator.evaluate((el) => el.getBoundingClientRect().top)) - first)
      }),
    )

  for (const [size, viewport] of Object.entries(journeySizes)) {
    test.describe(`${locale}, ${size}`, () => {
      test.use({ viewport })

      test('country and province are lists, and errors under the password and the birth year move no field', async ({
        page,
      }) => {
        await openHydrated(page, screenPath('register', locale))
        const country = field(page, t.account.fields.country())
        await country.selectOption({ label: italy[locale] })
        await field(page, t.account.fields.province()).selectOption({ label: 'Vicenza' })

        await field(page, t.account.fields.password()).fill('short')
        await field(page, t.account.fields.birthYear()).fill('2099')
        const watched = [
          field(page, t.account.fields.repeatPassword()),
          field(page, t.account.fields.contactType()),
          country,
          field(page, t.account.fields.city()),
          field(page, t.account.fields.phone()),
          page.getByRole('checkbox', { name: new RegExp(t.account.privacyLink()) }),
        ]
        const before = await offsets(page, watched)
        await register(page).click()
        await expect(field(page, t.account.fields.birthYear())).toHaveAccessibleDescription(
          t.account.errors.birthYear(),
        )
        await expect(main(page).getByText(t.account.errors.passwordShort())).toBeVisible()
        expect(await offsets(page, watched)).toEqual(before)
      })
    })
  }

  test(`${locale}: a registration with JavaScript stores the country, and the account names it in ${locale}`, async ({
    page,
  }) => {
    await openHydrated(page, screenPath('register', locale))
    await fillRegistration(page, freshEmail(locale), 'Pergola in alluminio 77')
    await field(page, t.account.fields.country()).selectOption({ label: italy[locale] })
    await field(page, t.account.fields.province()).selectOption({ label: 'Vicenza' })
    await field(page, t.account.fields.birthYear()).fill('1980')
    await register(page).click()
    await expect(main(page).getByText(t.account.notices.thankYou())).toBeVisible()
    await expectAccountNamesItaly(page)
  })

  test.describe(`${locale}, without JavaScript`, () => {
    test.use({ javaScriptEnabled: false })

    test('the country is a list, the year 2099 is refused by the server, and the account names the country', async ({
      page,
    }) => {
      const password = 'Pergola in alluminio 77'
      await page.goto(screenPath('register', locale))
      await fillRegistration(page, freshEmail(locale), password)
      await field(page, t.account.fields.country()).selectOption({ label: italy[locale] })
      // Without script the province is typed; an Italian one by name is read as its sigla.
      await field(page, t.account.fields.province()).fill('Vicenza')
      await field(page, t.account.fields.birthYear()).fill('2099')
      await register(page).click()
      await expect(field(page, t.account.fields.birthYear())).toHaveAccessibleDescription(
        t.account.errors.birthYear(),
      )
      // Back with Italy chosen: the province is Italy's list now, with the one typed.
      await expect(field(page, t.account.fields.country())).toHaveValue('IT')
      await expect(field(page, t.account.fields.province())).toHaveValue('VI')
      await field(page, t.account.fields.birthYear()).fill('1980')
      await field(page, t.account.fields.password()).fill(password)
      await field(page, t.account.fields.repeatPassword()).fill(password)
      await register(page).click()
      await expect(main(page).getByText(t.account.notices.thankYou())).toBeVisible()
      await expectAccountNamesItaly(page)
    })
  })
}
