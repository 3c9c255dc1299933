import type { MetaDescriptor } from 'react-router'
import type { LayoutData } from '#adapters/cms/get-layout-data.server'
import type { Locale } from '#schema/locale'
import { localeCodes } from '#schema/locale'
import { isPrivateScreen, matchScreen, screenPath, takesSlug, type ScreenName } from '#runtime/route-table'
import { translationsFor } from './i18n/translations'

/** spec 5 and 9: site title and description are cut to 200 characters. */
const metaTextLimit = 200

/**
 * A description under 50 characters says too little in a search result; it is followed by the
 * site's description (a rule in code, so short CMS texts need no rewrite to be useful; decision 045).
 */
export const shortestDescription = 50

/** Cuts text to `limit` characters, ending with an ellipsis when it was longer. */
export function truncate(text: string, limit = metaTextLimit): string {
  const clean = text.replace(/\s+/g, ' ').trim()
  return clean.length <= limit ? clean : `${clean.slice(0, limit - 1).trimEnd()}…`
}

type Match = { id: string; pathname?: string; data?: unknown; loaderData?: unknown } | undefined

const ogLocales: Record<Locale, string> = { it: 'it_IT', en: 'en_GB' }

function layoutDataOf(matches: readonly Match[]): LayoutData | undefined {
  const match = matches.find((candidate) => candidate?.id.startsWith('locale___'))
  const data = match?.loaderData ?? match?.data
  return isLayoutData(data) ? data : undefined
}

function isLayoutData(value: unknown): value is LayoutData {
  return (
    typeof value === 'object' &&
    value !== null &&
    'menu' in value &&
    'siteInfo' in value &&
    'globals' in value
  )
}

/**
 * A page's title, description and favicon (spec 2, Layouts): the site title from site info, or the
 * product name from infoProduct when site info gives none, after the page's own title.
 */
export function pageMeta(
  route: { matches: readonly Match[]; error?: unknown },
  page: { title?: string | undefined; description?: string | undefined } = {},
): MetaDescriptor[] {
  // An error page names itself (chrome/error-page.tsx); a second title would compete with it.
  if (route.error) return []
  const matches = route.matches
  const layout = layoutDataOf(matches)
  const siteTitle = layout?.siteInfo?.plainTitle || layout?.globals?.productName || 'Fast'
  // Decision 045: after a page's own title the product name alone ("Onda | Fast"): the site title
  // ("Fast — Arredo outdoor, spa e wellness") pushed 52 titles past the 60 characters a result shows.
  const suffix = layout?.globals?.productName || siteTitle
  const pageTitle =
    page.title && page.title !== siteTitle && page.title !== suffix ? `${page.title} | ${suffix}` : siteTitle
  const title = withFormErrors(matches, pageTitle)
  const screen = screenOf(matches)
  // A screen without an entry of its own has its own description in site info, so no two pages
  // share the site's (spec §9, search engines).
  const screenDescription = layout?.siteInfo?.screenDescriptions.find(
    (row) => row.screen === screen,
  )?.description
  const siteDescription = layout?.siteInfo?.plainDescription || ''
  const description = fuller(page.description || screenDescription || siteDescription, siteDescription)
  const favicon = layout?.siteInfo?.fieldImage[0]
  const descriptors: MetaDescriptor[] = [{ title: truncate(title) }]
  if (description) descriptors.push({ name: 'description', content: truncate(description) })
  // A private screen (its declaration says so) is a page per visitor, nothing for search engines.
  if ((screen !== undefined && isPrivateScreen(screen)) || noindexOf(matches))
    descriptors.push({ name: 'robots', content: 'noindex' })
  if (favicon?.url)
    descriptors.push({
      tagName: 'link',
      rel: 'icon',
      href: favicon.url,
      ...(favicon.mimeType ? { type: favicon.mimeType } : {}),
    })
  const shareImage = layout?.siteInfo?.shareImage[0]
  descriptors.push(
    ...searchMeta(matches, {
      title: truncate(title),
      description: truncate(description),
      siteTitle,
      fallbackImage: shareImage ? { url: shareImage.url, alt: shareImage.alt } : undefined,
    }),
  )
  return descriptors
}

/** A description long enough to say something: a short one is followed by the site's. */
function fuller(description: string, siteDescription: string): string {
  const clean = description.trim()
  if (clean.length >= shortestDescription || !siteDescription || clean === siteDescription) return clean
  if (!clean) return siteDescription
  return `${/[.!?…]$/.test(clean) ? clean : `${clean}.`} ${siteDescription}`
}

/**
 * The title of a page a form post without JS landed on with errors, which the visitor hears first
 * (WCAG 3.3.1): "2 errori – Contatti | Fast". The count comes from the root loader, which ran after
 * the action (site/forms/with-form-error-count.ts).
 */
function withFormErrors(matches: readonly Match[], title: string): string {
  const root = dataOf(matches.find((match) => match?.id === 'root'))
  if (!isRecord(root)) return title
  const count = root['formErrorCount']
  const locale = localeCodes.find((code) => code === root['locale'])
  if (typeof count !== 'number' || count <= 0 || !locale) return title
  return translationsFor(locale).formErrorsTitle({ count, title })
}

function screenOf(matches: readonly Match[]): ScreenName | undefined {
  const pathname = matches.at(-1)?.pathname?.replace(/(.)\/+$/, '$1')
  return pathname ? matchScreen(pathname)?.screen : undefined
}

/** Whether the page's entry asks to stay out of search engines (`noindex` loader data). */
function noindexOf(matches: readonly Match[]): boolean {
  const data = dataOf(matches.at(-1))
  return isRecord(data) && data['noindex'] === true
}

/**
 * SEO (docs/architecture.md, Performance and search engines): the canonical URL, hreflang alternates (it, en, x-default on Italian) from the
 * screen's `alternates` loader data, and Open Graph tags, with absolute URLs from publicUrl.
 */
function searchMeta(
  matches: readonly Match[],
  page: {
    title: string
    description: string
    siteTitle: string
    fallbackImage: { url: string; alt: string } | undefined
  },
): MetaDescriptor[] {
  const leaf = matches.at(-1)
  const pathname = leaf?.pathname?.replace(/(.)\/+$/, '$1')
  const locale = localeCodes.find((code) => matches.some((match) => match?.id === `locale___${code}`))
  if (!pathname || !locale) return []
  const origin = publicUrlOf(matches)
  const absolute = (path: string) => (/^https?:\/\//.test(path) ? path : `${origin}${path}`)
  const alternates = alternatesOf(matches, pathname)
  const canonical = absolute(alternates[locale] ?? pathname)
  const descriptors: MetaDescriptor[] = [{ tagName: 'link', rel: 'canonical', href: canonical }]
  for (const code of localeCodes) {
    const path = alternates[code]
    if (path) descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: code, href: absolute(path) })
  }
  const fallback = alternates.it ?? alternates.en
  if (fallback)
    descriptors.push({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(fallback) })
  descriptors.push(
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: page.siteTitle },
    { property: 'og:title', content: page.title },
    { property: 'og:url', content: canonical },
    { property: 'og:locale', content: ogLocales[locale] },
  )
  for (const code of localeCodes)
    if (code !== locale && alternates[code])
      descriptors.push({ property: 'og:locale:alternate', content: ogLocales[code] })
  if (page.description) descriptors.push({ property: 'og:description', content: page.description })
  // Every page has a picture to share: its own, else the site's share image.
  const image = imageOf(matches) ?? page.fallbackImage
  if (image) {
    descriptors.push({ property: 'og:image', content: absolute(image.url) })
    if (image.alt) descriptors.push({ property: 'og:image:alt', content: image.alt })
    descriptors.push({ name: 'twitter:card', content: 'summary_large_image' })
  }
  return descriptors
}

function dataOf(match: Match): unknown {
  return match?.loaderData ?? match?.data
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

function publicUrlOf(matches: readonly Match[]): string {
  const root = dataOf(matches.find((match) => match?.id === 'root'))
  const config = isRecord(root) ? root['publicConfig'] : undefined
  const url = isRecord(config) ? config['publicUrl'] : undefined
  return typeof url === 'string' ? url.replace(/\/+$/, '') : ''
}

/** The deepest `alternates` loader data, else the same screen in each locale (no-slug screens). */
function alternatesOf(matches: readonly Match[], pathname: string): Partial<Record<Locale, string>> {
  for (const match of [...matches].reverse()) {
    const data = dataOf(match)
    const alternates = isRecord(data) ? data['alternates'] : undefined
    if (isRecord(alternates)) {
      const found: Partial<Record<Locale, string>> = {}
      for (const code of localeCodes) {
        const path = alternates[code]
        if (typeof path === 'string') found[code] = path
      }
      return found
    }
  }
  const here = matchScreen(pathname)
  if (!here || takesSlug(here.screen)) return {}
  return Object.fromEntries(localeCodes.map((code) => [code, screenPath(here.screen, code)]))
}

/** The page entry's image (`image` loader data, as entry pages give), for og:image. */
function imageOf(matches: readonly Match[]): { url: string; alt: string } | undefined {
  const data = dataOf(matches.at(-1))
  const image = isRecord(data) ? data['image'] : undefined
  if (!isRecord(image) || typeof image['url'] !== 'string' || !image['url']) return undefined
  return { url: image['url'], alt: typeof image['alt'] === 'string' ? image['alt'] : '' }
}
