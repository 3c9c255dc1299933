import escapeHtml from 'escape-html'
import type { CmsClient } from '#adapters/cms/cms-client.server'
import { listSitemapItems } from '#adapters/cms/list-sitemap-items.server'
import type { Locale } from '#schema/locale'
import { localeCodes, localeOfSiteId } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import type { ScreenName } from '#runtime/route-table'
import { categoryOfScreen, detailScreenOfSection } from '#runtime/sections'

/** One page in each locale it exists in: its path per locale. */
export type PageAlternates = Partial<Record<Locale, string>>

/**
 * Screens without a slug that are public. The reserved area (login, register, reset, account) is
 * left out: its pages are noindex (site/page-meta.ts).
 */
const staticScreens: readonly ScreenName[] = [
  'home',
  'products',
  'collections',
  'designers',
  'projects',
  'inspirations',
  'newsList',
  'stores',
]

const categoryScreens = (['productCategory', 'projectCategory'] satisfies ScreenName[]).flatMap((screen) => {
  const category = categoryOfScreen[screen]
  return category ? [{ screen, group: category.group }] : []
})

/**
 * Every public page of both locales, grouped with its counterparts (docs/architecture.md, Performance and search engines): the list
 * screens, then each entry of a section with pages of its own and each category, read from the
 * CMS in each locale and joined through their `localized` counterparts (and their shared id).
 */
export async function sitemapPages(cms: CmsClient): Promise<PageAlternates[]> {
  const pages: PageAlternates[] = staticScreens.map((screen) =>
    Object.fromEntries(localeCodes.map((locale) => [locale, screenPath(screen, locale)])),
  )
  const byKey = new Map<string, PageAlternates>()
  const add = (key: string, screen: ScreenName, locale: Locale, slug: string) => {
    if (!slug) return
    const alternates = byKey.get(key) ?? {}
    alternates[locale] ??= screenPath(screen, locale, { slug })
    byKey.set(key, alternates)
  }
  const sections = Object.keys(detailScreenOfSection)
  const groups = categoryScreens.map((category) => category.group)
  for (const locale of localeCodes) {
    const answer = await listSitemapItems(cms, { locale, sections, groups })
    for (const entry of answer.entries) {
      const screen = detailScreenOfSection[entry.sectionHandle]
      // A noindex page is no page for search engines (site/page-meta.ts says so to them too).
      if (!screen || entry.seoNoIndex === true) continue
      const key = `entry:${entry.id}`
      add(key, screen, locale, entry.slug)
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
  return [...pages, ...byKey.values()]
}

/**
 * The sitemap XML: one `<url>` per page and locale, each listing every counterpart as an
 * `xhtml:link` hreflang alternate, with x-default on the Italian page (the default locale).
 */
export function sitemapXml(publicUrl: string, pages: readonly PageAlternates[]): string {
  const origin = publicUrl.replace(/\/+$/, '')
  const urls = pages.flatMap((alternates) => {
    const links = localeCodes.flatMap((locale) => {
      const path = alternates[locale]
      return path ? [link(locale, `${origin}${path}`)] : []
    })
    const fallback = alternates.it ?? alternates.en
    if (fallback) links.push(link('x-default', `${origin}${fallback}`))
    return localeCodes.flatMap((locale) => {
      const path = alternates[locale]
      return path
        ? [`  <url>\n    <loc>${escapeHtml(`${origin}${path}`)}</loc>\n${links.join('\n')}\n  </url>`]
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
