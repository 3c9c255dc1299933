import { useLoaderData } from 'react-router'
import type { MetaArgs } from 'react-router'
import type { LoaderArgs } from '#site/app-context'
import { localeCodes } from '#schema/locale'
import { screenPath } from '#runtime/route-table'
import { translationsFor, useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import { notFound, screenOf } from '#site/screen-of'
import * as styles from './screen.css'

const reservedScreens = ['account', 'changePassword', 'login', 'register', 'resetPassword'] as const
type ReservedScreen = (typeof reservedScreens)[number]

function isReservedScreen(screen: string): screen is ReservedScreen {
  return reservedScreens.some((name) => name === screen)
}

/**
 * The reserved-area screens (login, register, account, change and reset password). Their forms
 * and the session arrive with the accounts issue; the routes, titles and language switch are here.
 */
export function loader({ request }: LoaderArgs) {
  const { screen, locale } = screenOf(request)
  if (!isReservedScreen(screen)) throw notFound()
  return {
    screen,
    title: translationsFor(locale).screens[screen](),
    alternates: Object.fromEntries(localeCodes.map((code) => [code, screenPath(screen, code)])),
  }
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function ReservedAreaScreen() {
  const { screen } = useLoaderData<typeof loader>()
  const t = useTranslations()
  return (
    <header className={styles.pageHeader}>
      <h1 className={styles.title}>{t.screens[screen]()}</h1>
      <p className={styles.lead}>{t.reservedArea.intro()}</p>
    </header>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
