import { useEffect } from 'react'
import { redirect, useLoaderData } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { AccountProfile } from '#site/account/account-profile'
import { LoginForm } from '#site/account/login-form'
import { LoginPromptNotice } from '#site/account/notices'
import { ProfileUnavailable } from '#site/account/profile-unavailable'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { SessionAnswer, sessionAnswerParam } from '#site/account/session-answer'
import { setCookieHeaders } from '#site/account/set-cookie-headers'
import { useSession } from '#site/account/session-provider'
import * as styles from '#site/account/account.css'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import type { Route } from './+types/account'

/**
 * The user of the request's session cookie, checked in-process as the API checks it (docs/security.md:
 * never over HTTP at the request's Host), so the profile renders on the server and without JS.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const data = reservedScreenData(request, 'account')
  if (!data.hasToken) return { ...data, user: null }
  return { ...data, user: await context.accounts.visitorOf(request) }
}

/**
 * Without JS, the logout button posts here: the session is revoked and its cookies removed, and
 * the login screen says 'Logged out successfully'.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { locale } = reservedScreenData(request, 'account')
  return redirect(`${screenPath('login', locale)}?${sessionAnswerParam}=loggedOut`, {
    headers: setCookieHeaders(await context.accounts.logout(request)),
  })
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function AccountScreen() {
  const { user: loadedUser } = useLoaderData<typeof loader>()
  const t = useTranslations()
  const session = useSession()
  const { status, actor } = session
  useEffect(() => {
    // spec 4: fetched only when not loaded yet.
    actor.send({ type: 'FETCH_USER' })
  }, [actor])
  const user = status === 'unknown' ? loadedUser : status === 'loggedIn' ? session.user : null
  return (
    <ReservedPage title={t.screens.account()}>
      <SessionAnswer />
      {user ? (
        <AccountProfile user={user} />
      ) : status === 'loggedIn' && session.user === null && (session.message !== null || session.busy) ? (
        // users/me failed: a login form here would be ignored by a session that is logged in.
        <ProfileUnavailable />
      ) : status === 'checking' ||
        (status === 'loggedIn' && session.user === null && session.message === null) ? (
        <p className={styles.notice} role="status">
          {t.account.loadingProfile()}
        </p>
      ) : (
        <>
          <LoginPromptNotice />
          <LoginForm />
        </>
      )}
    </ReservedPage>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
