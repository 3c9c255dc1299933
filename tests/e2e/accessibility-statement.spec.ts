import { expect, test } from '@playwright/test'

// European Accessibility Act (decision 044): the accessibility statement is reachable from every
// page, the landing layout's too (it has no site footer), and names the enforcement procedure
// (AgID).

const words = {
  it: {
    landing: '/it/l/estate-2026',
    home: '/it',
    statement: 'Dichiarazione di accessibilità',
    privacy: 'Informativa privacy',
    statementPath: '/it/accessibilita',
    footerLink: 'Accessibilità',
    agid: /AgID/,
  },
  en: {
    landing: '/en/l/summer-2026',
    home: '/en',
    statement: 'Accessibility statement',
    privacy: 'Privacy policy',
    statementPath: '/en/accessibility',
    footerLink: 'Accessibility',
    agid: /AgID/,
  },
} as const

for (const [locale, w] of Object.entries(words)) {
  test(`${locale}: a landing page links the privacy policy and the accessibility statement`, async ({
    page,
  }) => {
    await page.goto(w.landing)
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('link', { name: w.privacy, exact: true })).toHaveAttribute(
      'href',
      `/${locale}/privacy`,
    )
    const statement = footer.getByRole('link', { name: w.statement, exact: true })
    await statement.focus()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${w.statementPath}$`))
    await expect(page.getByRole('heading', { level: 1, name: w.statement })).toBeVisible()
  })

  test(`${locale}: the statement is linked from the site footer and names AgID's procedure`, async ({
    page,
  }) => {
    await page.goto(w.home)
    const link = page.getByRole('contentinfo').getByRole('link', { name: w.footerLink, exact: true })
    await expect(link).toHaveAttribute('href', w.statementPath)
    await page.goto(w.statementPath)
    const main = page.getByRole('main')
    await expect(main.getByText(w.agid).first()).toBeVisible()
    await expect(main.locator('a[href^="https://form.agid.gov.it"]')).toHaveCount(1)
  })
}
