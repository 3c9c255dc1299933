import type { MouseEvent } from 'react'
import { useLocation, useMatches } from 'react-router'
import type { Locale } from '#schema/locale'
import { localeCodes, locales } from '#schema/locale'
import { matchScreen, screenPath, takesSlug } from '#runtime/route-table'
import { counterpartQuery } from '#site/counterpart-query'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './header.css'
import { localeSwitchInitialView } from './initial-views'
import { useLazyActor } from './use-lazy-actor'
import { useSelector } from './use-selector'

export type Alternates = Partial<Record<Locale, string>>

/**
 * Round buttons with the locale codes (spec 2, Header). Each goes to the counterpart of this page:
 * the screen's own `alternates` (built from the entry's localized list) when it has them, else
 * the same screen in the other locale, else that locale's home, with the query parameters that
 * mean the same there (a search, decision 040). The link passes through
 * /switch-locale, which sets the locale cookie and redirects, so it works without JavaScript.
 * With JavaScript the press runs `localeSwitchMachine`: the same endpoint is asked first, so a
 * failed request (offline) leaves the visitor on the page with a message instead of an error page.
 */
export function LanguageSwitch() {
  const t = useTranslations()
  const current = useLocale()
  const alternates = useAlternates()
  const { pathname, search } = useLocation()
  const carried = counterpartQuery(pathname, search)
  const counterpart = (locale: Locale) => {
    const path = alternates[locale]
    return path === undefined ? screenPath('home', locale) : `${path}${carried}`
  }
  const actor = useLazyActor(() => loadLocaleSwitch(current), localeSwitchInitialView(current))
  const pending = useSelector(actor, (snapshot) =>
    snapshot.hasTag('busy') ? snapshot.context.target?.locale : undefined,
  )
  const failed = useSelector(actor, (snapshot) => snapshot.matches('failed'))
  const press = (event: MouseEvent<HTMLAnchorElement>, locale: Locale, to: string) => {
    // A new tab or window (modifier keys, middle button) is the browser's to open.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    // Switched already, and this page came back from the back/forward cache: the link does it.
    if (actor.getSnapshot().status === 'done') return
    event.preventDefault()
    actor.send({ type: 'SWITCH', locale, href: event.currentTarget.getAttribute('href') ?? '', to })
  }
  return (
    <nav aria-label={t.languageSwitch()} className={styles.languageSwitch}>
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
                href={switchHref(counterpart(locale))}
                hrefLang={locale}
                lang={locale}
                title={t.switchTo({ language: locales[locale].name })}
                aria-busy={pending === locale ? true : undefined}
                onClick={(event) => press(event, locale, counterpart(locale))}
              >
                {locale.toUpperCase()}
              </a>
            </li>
          ),
        )}
      </ul>
      {failed ? (
        <p role="alert" className={styles.languageFailed}>
          {t.languageSwitchFailed()}
        </p>
      ) : null}
    </nav>
  )
}

const switchHref = (to: string) => `/switch-locale?to=${encodeURIComponent(to)}`

/**
 * The switch in the browser: the cookie is set by /switch-locale itself (its 302 is not followed,
 * so a refusal or a network failure is seen here), then the counterpart page loads in full.
 * docs/architecture.md, Performance: the machine and xstate load after the first render; a press before that is kept.
 */
const loadLocaleSwitch = (locale: Locale) =>
  Promise.all([import('xstate'), import('#machines/locale-switch.machine')]).then(
    ([{ createActor, fromPromise }, { localeSwitchMachine }]) =>
      createActor(
        localeSwitchMachine.provide({
          actors: {
            setLocale: fromPromise(async ({ input }: { input: { href: string } }) => {
              const response = await fetch(input.href, { redirect: 'manual', credentials: 'same-origin' })
              // The 302 comes back as an opaque redirect; anything else (a 400) set no cookie.
              if (response.type !== 'opaqueredirect')
                throw new Error(`the switch was refused (${response.status})`)
            }),
          },
          actions: {
            goToCounterpart: (_, params) => window.location.assign(params.to),
          },
        }),
        { input: { locale } },
      ),
  )

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
