import { useEffect } from 'react'
import { redirect, useLoaderData } from 'react-router'
import type { ActionFunctionArgs, MetaArgs } from 'react-router'
import * as t from 'io-ts'
import { User } from '#schema/account/user'
import { screenPath } from '#runtime/route-table'
import type { LoaderArgs } from '#site/app-context'
import { callAccountApi } from '#site/account/account-api'
import { AccountProfile } from '#site/account/account-profile'
import { LoginForm } from '#site/account/login-form'
import { LoginPromptNotice } from '#site/account/notices'
import { ProfileUnavailable } from '#site/account/profile-unavailable'
import { ReservedPage, requestToken, reservedScreenData } from '#site/account/reserved-screen'
import { useSession } from '#site/account/session-provider'
import * as styles from '#site/account/account.css'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'

/**
 * The user comes from users/me with the request's token cookie, so the profile renders on the
 * server and without JS; the API verifies the token, the page trusts nothing else.
 */
export async function loader({ request }: LoaderArgs) {
  const data = reservedScreenData(request, 'account')
  const token = requestToken(request)
  if (token === null) return { ...data, user: null }
  try {
    const reply = await callAccountApi('/users/me', t.union([User, t.null]), {
      method: 'GET',
      token,
      origin: new URL(request.url).origin,
    })
    return { ...data, user: reply.answer.success ? reply.answer.data : null }
  } catch {
    return { ...data, user: null }
  }
}

/** Without JS, the logout button posts here: the token is revoked and its cookie removed. */
export async function action({ request }: ActionFunctionArgs) {
  const { locale } = reservedScreenData(request, 'account')
  const token = requestToken(request)
  if (token !== null) {
    await callAccountApi('/logout', t.unknown, {
      method: 'POST',
      body: {},
      token,
      origin: new URL(request.url).origin,
    }).catch(() => undefined)
  }
  return redirect(screenPath('login', locale), {
    headers: { 'Set-Cookie': 'fast_jwt=; Path=/; Max-Age=0; SameSite=Lax' },
  })
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
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
