import { useLocation, useMatches } from 'react-router'
import type { Locale } from '#schema/locale'
import { localeCodes, locales } from '#schema/locale'
import { matchScreen, screenPath, takesSlug } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './header.css'

export type Alternates = Partial<Record<Locale, string>>

/**
 * Round buttons with the locale codes (spec 2, Header). Each goes to the counterpart of this page:
 * the screen's own `alternates` (built from the entry's localized list) when it has them, else
 * the same screen in the other locale, else that locale's home. The link passes through
 * /switch-locale, which sets the locale cookie and redirects, so it works without JavaScript.
 */
export function LanguageSwitch() {
  const t = useTranslations()
  const current = useLocale()
  const alternates = useAlternates()
  return (
    <nav aria-label={t.languageSwitch()}>
      <ul className={styles.languages}>
        {localeCodes.map((locale) =>
          locale === current ? (
            <li key={locale}>
              <span
                className={styles.languageCurrent}
                aria-current="true"
                lang={locale}
                title={locales[locale].name}
              >
                {locale.toUpperCase()}
              </span>
            </li>
          ) : (
            <li key={locale}>
              <a
                className={styles.languageButton}
                href={`/switch-locale?to=${encodeURIComponent(alternates[locale] ?? screenPath('home', locale))}`}
                hrefLang={locale}
                lang={locale}
                title={t.switchTo({ language: locales[locale].name })}
              >
                {locale.toUpperCase()}
              </a>
            </li>
          ),
        )}
      </ul>
    </nav>
  )
}

function useAlternates(): Alternates {
  const matches = useMatches()
  const { pathname } = useLocation()
  for (const match of [...matches].reverse()) {
    const data = match.loaderData
    if (typeof data === 'object' && data !== null && 'alternates' in data && isAlternates(data.alternates))
      return data.alternates
  }
  const here = matchScreen(pathname)
  if (!here || takesSlug(here.screen)) return {}
  return Object.fromEntries(localeCodes.map((locale) => [locale, screenPath(here.screen, locale)]))
}

function isAlternates(value: unknown): value is Alternates {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.entries(value).every(
      ([key, path]) => localeCodes.some((code) => code === key) && typeof path === 'string',
    )
  )
}
