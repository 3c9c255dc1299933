import { useCallback } from 'react'
import { redirect, useActionData, useLoaderData, useNavigate } from 'react-router'
import type { MetaArgs } from 'react-router'
import { screenPath } from '#runtime/route-table'
import type { ActionArgs, LoaderArgs } from '#site/app-context'
import { formText } from '#site/account/form-field'
import { LoginForm } from '#site/account/login-form'
import { RegisterAgainNotice } from '#site/account/notices'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { translationsFor, useTranslations } from '#site/i18n/translations'
import { messageKeyOf } from '#schema/account/message-code'
import { pageMeta } from '#site/page-meta'

export function loader({ request }: LoaderArgs) {
  return reservedScreenData(request, 'login')
}

/**
 * Without JS the form posts here: the login is made in-process on the visitor's behalf (never over
 * HTTP at the request's Host, docs/security.md), the session cookie set and the account shown
 * (progressive enhancement; with JS the session machine does it through the API).
 */
export async function action({ request, context }: ActionArgs) {
  const { locale } = reservedScreenData(request, 'login')
  const data = await request.formData()
  try {
    const login = await context.accounts.login({
      username: formText(data, 'username') ?? '',
      password: formText(data, 'password') ?? '',
    })
    if (login.loggedIn) {
      const headers = new Headers()
      for (const line of login.setCookie) headers.append('Set-Cookie', line)
      return redirect(screenPath('account', locale), { headers })
    }
    return { message: translationsFor(locale).messages[messageKeyOf(login.message)]() }
  } catch (error) {
    context.log.error('A no-JS login failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return { message: translationsFor(locale).messages.ERROR() }
  }
}

export function meta({ matches, loaderData, error }: MetaArgs<typeof loader>) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function LoginScreen() {
  const { locale } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const t = useTranslations()
  const navigate = useNavigate()
  const toAccount = useCallback(() => void navigate(screenPath('account', locale)), [navigate, locale])
  return (
    <ReservedPage title={t.screens.login()} intro={t.reservedArea.intro()}>
      <RegisterAgainNotice />
      <LoginForm onLoggedIn={toAccount} autoFocus serverMessage={refused?.message} />
    </ReservedPage>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
