import { useLoaderData } from 'react-router'
import type { MetaArgs } from 'react-router'
import type { LoaderArgs } from '#site/app-context'
import { ChangePasswordForm } from '#site/account/change-password-form'
import { LoginForm } from '#site/account/login-form'
import { LoginPromptNotice } from '#site/account/notices'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { useSession } from '#site/account/session-provider'
import * as styles from '#site/account/account.css'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'

export function loader({ request }: LoaderArgs) {
  return reservedScreenData(request, 'changePassword')
}

/** Changing a password needs the session in the browser; without JS the page stays as it is. */
export function action() {
  return { needsScript: true }
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function ChangePasswordScreen() {
  const { hasToken } = useLoaderData<typeof loader>()
  const t = useTranslations()
  const { status } = useSession()
  const waiting = status === 'checking' || (status === 'unknown' && hasToken)
  return (
    <ReservedPage title={t.screens.changePassword()}>
      {status === 'loggedIn' ? (
        <ChangePasswordForm />
      ) : waiting ? (
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
