import { useCallback } from 'react'
import { redirect, useActionData, useLoaderData, useNavigate } from 'react-router'
import type { ActionFunctionArgs, MetaArgs } from 'react-router'
import * as t from 'io-ts'
import { tokenExpiry } from '#machines/token-expiry'
import { User } from '#schema/account/user'
import { screenPath } from '#runtime/route-table'
import type { LoaderArgs } from '#site/app-context'
import { callAccountApi } from '#site/account/account-api'
import { formText } from '#site/account/form-field'
import { LoginForm } from '#site/account/login-form'
import { RegisterAgainNotice } from '#site/account/notices'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { tokenCookieHeader } from '#site/account/token-cookie'
import { translationsFor, useTranslations } from '#site/i18n/translations'
import { messageKeyOf } from '#schema/account/message-code'
import { pageMeta } from '#site/page-meta'

export function loader({ request }: LoaderArgs) {
  return reservedScreenData(request, 'login')
}

/**
 * Without JS the form posts here: the login is made on the visitor's behalf, the token cookie set
 * and the account shown (progressive enhancement; with JS the session machine does it).
 */
export async function action({ request }: ActionFunctionArgs) {
  const { locale } = reservedScreenData(request, 'login')
  const data = await request.formData()
  const url = new URL(request.url)
  try {
    const reply = await callAccountApi('/login', t.union([User, t.null]), {
      method: 'POST',
      body: { username: formText(data, 'username') ?? '', password: formText(data, 'password') ?? '' },
      origin: url.origin,
    })
    if (reply.answer.success && reply.token) {
      return redirect(screenPath('account', locale), {
        headers: {
          'Set-Cookie': tokenCookieHeader(reply.token, tokenExpiry(reply.token), url.protocol === 'https:'),
        },
      })
    }
    return { message: translationsFor(locale).messages[messageKeyOf(reply.answer.message)]() }
  } catch {
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
