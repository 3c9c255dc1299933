import { useLoaderData } from 'react-router'
import type { MetaArgs } from 'react-router'
import type { LoaderArgs } from '#site/app-context'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { ResetPasswordFlow } from '#site/account/reset-password-flow'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'

export function loader({ request }: LoaderArgs) {
  return reservedScreenData(request, 'resetPassword')
}

/** The reset steps run in the browser (resetPassword machine); without JS a post changes nothing. */
export function action() {
  return { needsScript: true }
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function ResetPasswordScreen() {
  useLoaderData<typeof loader>()
  const t = useTranslations()
  return (
    <ReservedPage title={t.screens.resetPassword()}>
      <ResetPasswordFlow />
    </ReservedPage>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
