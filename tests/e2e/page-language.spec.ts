import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import en from '../../site/i18n/en/index'
import it from '../../site/i18n/it/index'

// spec §2.2: a page speaks its language only. Every string of one catalogue that the other writes
// differently is a word the page must not show; the map libraries' own English words too.

type Catalogue = { readonly [key: string]: string | Catalogue }

/** Every string of a catalogue, by its dotted key. */
function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const strings = new Map<string, string>()
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') strings.set(`${prefix}${key}`, value)
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) strings.set(inner, text)
  }
  return strings
}

/** A catalogue string as a whole-text pattern: arguments match any text, plurals either form. */
function patternOf(text: string): RegExp {
  const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const source = text
    .split(/(\{\{[^}]*\}\}|\{[^}]*\})/)
    .map((part) => {
      if (part.startsWith('{{')) return `(?:${part.slice(2, -2).split('|').map(escape).join('|')})`
      if (part.startsWith('{')) return '.+'
      return escape(part)
    })
    .join('')
  return new RegExp(`^${source}$`, 'i')
}

/** The strings `foreign` writes that `own` writes differently, as whole-text patterns. */
function foreignWords(own: Catalogue, foreign: Catalogue): { key: string; pattern: RegExp }[] {
  const mine = flatten(own)
  const words: { key: string; pattern: RegExp }[] = []
  for (const [key, text] of flatten(foreign)) {
    const counterpart = mine.get(key)
    if (counterpart === undefined || counterpart.trim().toLowerCase() === text.trim().toLowerCase()) continue
    // Too little fixed text ("a {distance}") to tell a language by.
    if (text.replace(/\{\{[^}]*\}\}|\{[^}]*\}/g, '').replace(/[^\p{L}]/gu, '').length < 4) continue
    // A word shared with any string of the page's own catalogue is no sign of the other language.
    if ([...mine.values()].some((ownText) => ownText.trim().toLowerCase() === text.trim().toLowerCase()))
      continue
    words.push({ key, pattern: patternOf(text.trim()) })
  }
  return words
}

// The words maplibre-gl and mapbox-gl write when not given their `locale` option.
const mapLibraryEnglish = [
  'Map',
  'Toggle attribution',
  'Zoom in',
  'Zoom out',
  'Reset bearing to north',
  'Close popup',
]

const forbidden = {
  it: [
    ...foreignWords(it, en),
    ...mapLibraryEnglish.map((text) => ({ key: `map library: ${text}`, pattern: patternOf(text) })),
  ],
  en: foreignWords(en, it),
}

/** Text nodes and the names a person hears (alt, aria-label, title, placeholder) of server HTML. */
function textsOfHtml(html: string): string[] {
  const body = html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
  const attributes = [...body.matchAll(/\s(?:alt|aria-label|title|placeholder)="([^"]*)"/g)].map(
    ([, value = '']) => value,
  )
  const texts = body.split(/<[^>]+>/)
  return [...texts, ...attributes].map(decode).map((text) => text.replace(/\s+/g, ' ').trim())
}

function decode(text: string): string {
  return text
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
}

/** Texts of the live page, after scripts ran: text nodes and the same attributes. */
async function textsOfPage(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent ?? '')
    for (const element of document.body.querySelectorAll('[alt],[aria-label],[title],[placeholder]'))
      for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
        texts.push(element.getAttribute(name) ?? '')
    return texts.map((text) => text.replace(/\s+/g, ' ').trim())
  })
}

function foreignIn(texts: string[], locale: 'it' | 'en'): string[] {
  return [
    ...new Set(
      texts.flatMap((text) =>
        text === ''
          ? []
          : forbidden[locale]
              .filter(({ pattern }) => pattern.test(text))
              .map(({ key }) => `"${text}" (${key})`),
      ),
    ),
  ]
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml')).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, loc = '']) => new URL(loc.replaceAll('&amp;', '&')).pathname,
  )
}

const reserved = {
  it: ['/it/login', '/it/register', '/it/reset-password', '/it/account', '/it/l/blocks'],
  en: ['/en/login', '/en/register', '/en/reset-password', '/en/account', '/en/l/blocks'],
}

test('the check knows words of each language that the other writes differently', () => {
  expect(foreignIn(['Download 3D files', 'Scarica'], 'it')).toEqual([])
  expect(foreignIn(['Inspiration'], 'it').length + foreignIn(['Tools'], 'it').length).toBeGreaterThan(0)
  expect(foreignIn(['Toggle attribution'], 'it')).toHaveLength(1)
  expect(foreignIn(['Accedi per scaricare'], 'en')).toHaveLength(1)
})

for (const locale of ['it', 'en'] as const) {
  test(`every ${locale} page of the sitemap and the reserved area shows no word of the other language`, async ({
    request,
  }) => {
    test.setTimeout(180_000)
    const paths = [
      ...(await sitemapPaths(request)).filter((path) => path.startsWith(`/${locale}`)),
      ...reserved[locale],
    ]
    expect(paths.length).toBeGreaterThan(30)
    const found: string[] = []
    for (const path of paths) {
      const response = await request.get(path)
      expect(response.status(), path).toBe(200)
      for (const word of foreignIn(textsOfHtml(await response.text()), locale)) found.push(`${path}: ${word}`)
    }
    expect(found).toEqual([])
  })
}

test('the Italian store map and search results speak Italian once scripts run', async ({ page }) => {
  await page.goto('/it/rivenditori')
  await expect(page.locator('canvas').first()).toBeVisible()
  // The map library has drawn its controls: they are named in Italian (its `locale` option).
  await expect(page.getByRole('button', { name: it.storeLocator.mapUi.zoomIn, exact: true })).toBeVisible()
  expect(foreignIn(await textsOfPage(page), 'it')).toEqual([])

  await page.goto('/it')
  await expect(page.locator('header[data-state]')).toHaveAttribute('data-state', /clear|solid/)
  await page.getByRole('button', { name: 'Cerca' }).click()
  await page.getByRole('searchbox').fill('terrazza')
  const dialog = page.getByRole('dialog')
  await expect(dialog.getByRole('heading', { name: 'Ispirazioni' })).toBeVisible()
  expect(foreignIn(await textsOfPage(page), 'it')).toEqual([])
})

test('Italian figures are grouped the Italian way and download categories are Italian', async ({ page }) => {
  await page.goto('/it/l/blocks')
  await expect(
    page.locator('[data-block="animatedNumber"]').filter({ hasText: '1.200' }).first(),
  ).toBeAttached()
  await expect(page.getByText('pdf · Cataloghi').first()).toBeAttached()
  await page.goto('/en/l/blocks')
  await expect(
    page.locator('[data-block="animatedNumber"]').filter({ hasText: '1,200' }).first(),
  ).toBeAttached()
  await expect(page.getByText('pdf · Catalogues').first()).toBeAttached()
})

// WCAG 3.1.2: English words on an Italian page are marked lang="en", or translated.
test('the Italian home shows no English title without lang="en"', async ({ page }) => {
  await page.goto('/it')
  const unmarked = await page.evaluate(() =>
    [...document.querySelectorAll('main h1, main h2, main h3, main h4, main p')]
      .filter((element) => /outdoor dining/i.test(element.textContent ?? ''))
      .filter((element) => element.closest('[lang]')?.getAttribute('lang') !== 'en')
      .map((element) => element.textContent?.trim()),
  )
  expect(unmarked).toEqual([])
})
