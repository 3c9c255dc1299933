import escapeHtml from 'escape-html'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import { listSitemapItems } from '#adapters/cms/list-sitemap-items.server'
import type { Locale } from '#schema/locale'
import { localeCodes, localeOfSiteId } from '#schema/locale'
import { screenDeclarations } from '#schema/screen-declarations.server'
import { screenNames, screenPath, takesSlug } from '#runtime/route-table'
import type { ScreenName } from '#runtime/route-table'
import { detailScreenOfSection } from '#runtime/sections'

/** One page in each locale it exists in: its path per locale. */
export type PageAlternates = Partial<Record<Locale, string>>

/**
 * A page of the sitemap: its path in each locale, and when it last changed (ISO 8601, the
 * `<lastmod>`; empty when unknown).
 */
export type SitemapPage = { alternates: PageAlternates; updated: string }

/** The screens whose declarations put them in the sitemap (a private screen never is). */
const listedScreens = screenNames.filter((screen) => screenDeclarations[screen].sitemap)

/** Listed screens without a slug: one page each. */
const staticScreens = listedScreens.filter((screen) => !takesSlug(screen))

/** Listed screens of an entry: a page per entry of their section. */
const entrySections = Object.keys(detailScreenOfSection).filter((section) => {
  const screen = detailScreenOfSection[section]
  return screen !== undefined && screenDeclarations[screen].sitemap
})

/** Listed screens of a category: a page per category of their group. */
const categoryScreens = listedScreens.flatMap((screen) => {
  const category = screenDeclarations[screen].category
  return category ? [{ screen, group: category.group }] : []
})

/**
 * Every public page of both locales, grouped with its counterparts (docs/architecture.md, Performance and search engines): the list
 * screens, then each entry of a section with pages of its own and each category, read from the
 * CMS in each locale and joined through their `localized` counterparts (and their shared id).
 */
export async function sitemapPages(cms: CmsClient): Promise<SitemapPage[]> {
  const byKey = new Map<string, SitemapPage>()
  const add = (key: string, screen: ScreenName, locale: Locale, slug: string, updated = '') => {
    if (!slug) return
    const page = byKey.get(key) ?? { alternates: {}, updated: '' }
    page.alternates[locale] ??= screenPath(screen, locale, { slug })
    page.updated = newest(page.updated, updated)
    byKey.set(key, page)
  }
  let newestEntry = ''
  const groups = categoryScreens.map((category) => category.group)
  for (const locale of localeCodes) {
    const answer = await listSitemapItems(cms, { locale, sections: entrySections, groups })
    for (const entry of answer.entries) {
      const screen = detailScreenOfSection[entry.sectionHandle]
      // A noindex page is no page for search engines (site/page-meta.ts says so to them too).
      if (!screen || entry.seoNoIndex === true) continue
      const key = `entry:${entry.id}`
      const updated = entry.dateUpdated ?? ''
      newestEntry = newest(newestEntry, updated)
      add(key, screen, locale, entry.slug, updated)
      for (const other of entry.localized) {
        const otherLocale = localeOfSiteId(other.siteId)
        if (otherLocale) add(key, screen, otherLocale, other.slug)
      }
    }
    for (const category of answer.categories) {
      const screen = categoryScreens.find((candidate) => candidate.group === category.groupHandle)?.screen
      if (!screen) continue
      const key = `category:${category.id}`
      add(key, screen, locale, category.slug)
      for (const other of category.localized) {
        const otherLocale = localeOfSiteId(other.siteId)
        if (otherLocale) add(key, screen, otherLocale, other.slug)
      }
    }
  }
  // A list screen or a category has no date of its own in the CMS: it shows entries, so it changed
  // when the newest of them did.
  for (const page of byKey.values()) if (!page.updated) page.updated = newestEntry
  const listScreens = staticScreens.map((screen) => ({
    alternates: Object.fromEntries(localeCodes.map((locale) => [locale, screenPath(screen, locale)])),
    updated: newestEntry,
  }))
  return [...listScreens, ...byKey.values()]
}

/** The later of two ISO 8601 dates (an empty or unreadable one loses). */
function newest(a: string, b: string): string {
  const time = (value: string) => (value ? Date.parse(value) : Number.NaN)
  if (Number.isNaN(time(b))) return Number.isNaN(time(a)) ? '' : a
  if (Number.isNaN(time(a))) return b
  return time(b) > time(a) ? b : a
}

/**
 * The sitemap XML: one `<url>` per page and locale, each listing every counterpart as an
 * `xhtml:link` hreflang alternate, with x-default on the Italian page (the default locale), and
 * the page's `<lastmod>` when known.
 */
export function sitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const origin = publicUrl.replace(/\/+$/, '')
  const urls = pages.flatMap(({ alternates, updated }) => {
    const links = localeCodes.flatMap((locale) => {
      const path = alternates[locale]
      return path ? [link(locale, `${origin}${path}`)] : []
    })
    const fallback = alternates.it ?? alternates.en
    if (fallback) links.push(link('x-default', `${origin}${fallback}`))
    const lastmod = updated && !Number.isNaN(Date.parse(updated)) ? new Date(updated).toISOString() : ''
    return localeCodes.flatMap((locale) => {
      const path = alternates[locale]
      return path
        ? [
            [
              '  <url>',
              `    <loc>${escapeHtml(`${origin}${path}`)}</loc>`,
              ...(lastmod ? [`    <lastmod>${lastmod}</lastmod>`] : []),
              ...links,
              '  </url>',
            ].join('\n'),
          ]
        : []
    })
  })
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n')
}

function link(hreflang: string, href: string): string {
  return `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`
}
