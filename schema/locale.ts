/**
 * The site's languages; Italian is the default (spec 2, Locales). The codec that decodes one is
 * `Locale` in ./locale-codec: this module stays free of io-ts, because every page's browser code
 * reads the constants below (docs/architecture.md, Performance).
 */
export type Locale = 'it' | 'en'

export const defaultLocale: Locale = 'it'

/** Each locale's CMS site (spec 3, Locales). The order is the order of the language switcher. */
export const locales = {
  it: { code: 'it', iso: 'it-IT', site: 'fastIt', siteId: 1, name: 'Italiano' },
  en: { code: 'en', iso: 'en-US', site: 'fastEn', siteId: 2, name: 'English' },
} as const satisfies Record<Locale, { code: Locale; iso: string; site: string; siteId: number; name: string }>

export const localeCodes: readonly Locale[] = ['it', 'en']

/** The locale whose CMS site has this id, if any. */
export function localeOfSiteId(siteId: number): Locale | undefined {
  return localeCodes.find((code) => locales[code].siteId === siteId)
}

/** The locale named by `value` (`'en'`), or undefined when it names none. */
export function asLocale(value: string | undefined): Locale | undefined {
  return localeCodes.find((code) => code === value)
}

/** The locale a path is under (`/en/...` is en), or undefined outside both prefixes. */
export function localeOfPath(pathname: string): Locale | undefined {
  return asLocale(pathname.split('/').filter(Boolean)[0])
}
