import type { ReactNode } from 'react'
import { useRouteLoaderData } from 'react-router'
import type { PublicConfig } from '#schema/config'
import { localeCodes } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import type { PrivateScreenName } from '#runtime/route-table'
import type { TranslationFunctions } from '#site/i18n/i18n-types'
import { translationsFor, useTranslations } from '#site/i18n/translations'
import { notFound, screenOf } from '#site/screen-of'
import { hasSessionCookie } from './token-cookie'
import * as screenStyles from '#site/screens/screen.css'
import * as styles from './account.css'

/** A screen of the reserved area: one its declaration makes private, titled under `screens`. */
export type ReservedScreenName = Extract<PrivateScreenName, keyof TranslationFunctions['screens']>

/**
 * What every reserved-area screen loads: its title, the same screen in the other language, and
 * whether the request carries a token cookie (unverified: it only tells "surely anonymous" apart
 * from "ask the server").
 */
export function reservedScreenData(request: Request, screen: ReservedScreenName) {
  const { screen: matched, locale } = screenOf(request)
  if (matched !== screen) throw notFound()
  return {
    locale,
    hasToken: hasSessionCookie(request.headers.get('cookie')),
    title: translationsFor(locale).screens[screen](),
    alternates: Object.fromEntries(localeCodes.map((code) => [code, screenPath(screen, code)])),
  }
}

/**
 * The page around a reserved-area form: title, optional intro, body. While the reserved area is
 * under maintenance (RESERVED_AREA_MAINTENANCE) it shows the notice instead of the form, since
 * the API would refuse it anyway.
 */
export function ReservedPage({
  title,
  intro,
  children,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
}) {
  const maintenance = useRouteLoaderData<{ publicConfig: PublicConfig }>('root')?.publicConfig
    .reservedAreaMaintenance
  const t = useTranslations()
  return (
    <>
      <header className={screenStyles.pageHeader}>
        <h1 className={screenStyles.title}>{title}</h1>
        {intro && !maintenance ? <p className={screenStyles.lead}>{intro}</p> : null}
      </header>
      <div className={styles.body}>
        {maintenance ? <p role="status">{t.messages.RESERVED_AREA_MAINTENANCE()}</p> : children}
      </div>
    </>
  )
}
