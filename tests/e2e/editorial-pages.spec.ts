import { expect, test } from '@playwright/test'

// Project, inspiration and news pages say what their titles promise (the terrace gives its three
// rules, a project says what was supplied), and a link that promises a download downloads.

const pages = [
  {
    path: '/it/inspiration/terrazza-mediterranea',
    title: 'Una terrazza mediterranea',
    sections: ['1. Terracotta a terra', '2. Bianco sulle strutture', "3. L'ombra prima di tutto"],
  },
  {
    path: '/en/inspiration/mediterranean-terrace',
    title: 'A Mediterranean terrace',
    sections: ['1. Terracotta underfoot', '2. White on the frames', '3. Shade before anything else'],
  },
  {
    path: '/it/realizzazioni/hotel-lago-di-garda',
    title: 'Hotel sul Lago di Garda',
    sections: ['Il progetto', 'Cosa abbiamo fornito'],
    listItem: '120 lettini Onda con schienale regolabile in cinque posizioni e ruote nascoste',
  },
  {
    path: '/en/projects/lake-garda-hotel',
    title: 'Lake Garda hotel',
    sections: ['The project', 'What we supplied'],
    listItem: '120 Onda loungers with a backrest adjustable to five positions and hidden wheels',
  },
] as const

for (const { path, title, sections, ...rest } of pages) {
  test(`${path} delivers what its title promises`, async ({ page }) => {
    await page.goto(path)
    const main = page.getByRole('main')
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible()
    for (const section of sections) await expect(main.getByRole('heading', { name: section })).toBeVisible()
    if ('listItem' in rest)
      await expect(main.getByRole('listitem').filter({ hasText: rest.listItem })).toBeVisible()
  })
}

const catalogueNews = [
  { path: '/it/news/catalogo-2026', link: 'Scarica il catalogo generale 2026 (PDF)' },
  { path: '/en/news/2026-catalogue', link: 'Download the 2026 general catalogue (PDF)' },
] as const

for (const { path, link } of catalogueNews) {
  test(`${path} links the catalogue, and the link downloads a PDF`, async ({ page }) => {
    await page.goto(path)
    const download = page.getByRole('main').getByRole('link', { name: link })
    const href = await download.getAttribute('href')
    expect(href).toBe('/cms/assets/fast-catalogo-generale-2026.pdf')
    const answer = await page.request.get(href!)
    expect(answer.status()).toBe(200)
    expect(answer.headers()['content-type']).toMatch(/application\/pdf/)
    expect((await answer.body()).subarray(0, 5).toString()).toBe('%PDF-')
  })
}
