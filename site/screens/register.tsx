import { useLoaderData } from 'react-router'
import type { MetaArgs } from 'react-router'
import type { LoaderArgs } from '#site/app-context'
import { LoginPromptNotice, RegisterAgainNotice, ThankYouNotice } from '#site/account/notices'
import { RegisterForm } from '#site/account/register-form'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { useSession } from '#site/account/session-provider'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'

export function loader({ request }: LoaderArgs) {
  return reservedScreenData(request, 'register')
}

/** Registration needs the browser's checks and session; without JS the page says so, it does not break. */
export function action() {
  return { needsScript: true }
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function RegisterScreen() {
  useLoaderData<typeof loader>()
  const t = useTranslations()
  const { status, message } = useSession()
  return (
    <ReservedPage title={t.screens.register()} intro={t.reservedArea.intro()}>
      {status === 'loggedIn' && message === 'User created successfully' ? (
        <ThankYouNotice />
      ) : (
        <>
          <RegisterAgainNotice />
          <LoginPromptNotice />
          <RegisterForm />
        </>
      )}
    </ReservedPage>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
