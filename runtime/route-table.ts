import type { Locale } from '#schema/locale'
import { localeCodes } from '#schema/locale'
import { screenTable as screens, type ScreenName } from '#schema/generated/screen-table'

/*
 * The locale route table (spec §2.2): links, the language switch and the server's reading of a
 * path, over the path words the screen declarations give the browser
 * (schema/screen-declarations.server.ts, written to schema/generated/ by `npm run codegen`).
 */

export type { ScreenName }
export const screenNames = Object.keys(screens) as ScreenName[]

/** The screens whose pages are one visitor's, as their declarations say. */
export type PrivateScreenName = {
  [Screen in ScreenName]: (typeof screens)[Screen]['private'] extends true ? Screen : never
}[ScreenName]

/**
 * Whether a screen's pages are one visitor's: never kept by a shared cache, noindex, out of the
 * sitemap. Its declaration alone decides.
 */
export function isPrivateScreen(screen: ScreenName): boolean {
  return screens[screen].private
}

/** Route ids carry the locale suffix (spec 2): `products___it`. */
export function routeId(screen: ScreenName, locale: Locale): string {
  return `${screen}___${locale}`
}

/** The screen and locale a route id names, or undefined for ids outside the table. */
export function parseRouteId(id: string): { screen: ScreenName; locale: Locale } | undefined {
  const [screen, locale] = id.split('___')
  const foundScreen = screenNames.find((name) => name === screen)
  const foundLocale = localeCodes.find((code) => code === locale)
  return foundScreen && foundLocale ? { screen: foundScreen, locale: foundLocale } : undefined
}

/** The path of a screen in a locale: `screenPath('product', 'it', { slug: 'x' })` is `/it/prodotti/x`. */
export function screenPath(screen: ScreenName, locale: Locale, params: { slug?: string } = {}): string {
  const pattern = screens[screen][locale]
  const filled = pattern.replace(':slug', () => {
    if (!params.slug) throw new Error(`screenPath: ${screen} needs a slug`)
    return encodeURIComponent(params.slug)
  })
  return filled ? `/${locale}/${filled}` : `/${locale}`
}

/** Whether a screen's path takes a slug. */
export function takesSlug(screen: ScreenName): boolean {
  return screens[screen].it.includes(':slug')
}

// Static screens first, then by segment count, so `/it/prodotti` is not read as a page slug.
const matchOrder = [...screenNames].sort((a, b) => specificity(b) - specificity(a))
function specificity(screen: ScreenName): number {
  const segments = screens[screen].it.split('/').filter(Boolean)
  return segments.length * 10 - segments.filter((segment) => segment.startsWith(':')).length
}

/** Reads a pathname back into screen, locale and slug: the inverse of `screenPath`. */
export function matchScreen(
  pathname: string,
): { screen: ScreenName; locale: Locale; params: { slug?: string } } | undefined {
  const [first, ...rest] = pathname.split('/').filter(Boolean)
  const locale = localeCodes.find((code) => code === first)
  if (!locale) return undefined
  for (const screen of matchOrder) {
    const pattern = screens[screen][locale].split('/').filter(Boolean)
    if (pattern.length !== rest.length) continue
    let slug: string | undefined
    const fits = pattern.every((segment, index) => {
      const actual = rest[index] ?? ''
      if (segment === ':slug') {
        slug = safeDecode(actual)
        return slug !== undefined && slug !== ''
      }
      return segment === actual
    })
    if (fits) return { screen, locale, params: slug === undefined ? {} : { slug } }
  }
  return undefined
}

function safeDecode(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment)
  } catch {
    return undefined
  }
}
