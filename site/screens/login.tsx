import { useCallback, useState } from 'react'
import { data as withStatus, redirect, useActionData, useLoaderData, useNavigate } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { readLogin } from '#site/account/account-form-fields'
import { formText } from '#site/account/form-field'
import { LoginForm } from '#site/account/login-form'
import { AlreadyLoggedInNotice, RegisterAgainNotice } from '#site/account/notices'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { SessionAnswer, sessionAnswerParam } from '#site/account/session-answer'
import { useSession } from '#site/account/session-provider'
import { setCookieHeaders } from '#site/account/set-cookie-headers'
import { messageTextIn } from '#site/account/use-message-text'
import { readAccountForm, unreadableFormMessage } from '#site/account/read-account-form.server'
import { returnPathOf } from '#site/account/return-path'
import { returnParameter } from '#site/account/return-parameter'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import { withFormErrorCount } from '#site/forms/with-form-error-count'
import type { Route } from './+types/login'

export function loader({ request }: Route.LoaderArgs) {
  const back = returnPathOf(new URL(request.url).searchParams.get(returnParameter))
  return { ...reservedScreenData(request, 'login'), back }
}

/**
 * Without JS the form posts here: the login is made in-process on the visitor's behalf (never over
 * HTTP at the request's Host, docs/security.md), the session cookie set and the account shown with
 * the API's 'Logged in' (progressive enhancement; with JS the session machine does it through the
 * API), or the page the visitor was sent here from (`back`, decision 039). A refusal keeps the
 * email typed, never the password.
 */
async function answerPost({ request, context }: Route.ActionArgs) {
  const { locale } = reservedScreenData(request, 'login')
  const data = await readAccountForm(request)
  if (!data) return withStatus({ username: '', message: unreadableFormMessage(locale) }, 413)
  const username = formText(data, 'username') ?? ''
  // The form's own checks first, as with JS: each field's error beside it, not a refused login.
  const read = readLogin(data)
  if (!read.ok) return { username, errors: read.errors }
  try {
    const login = await context.accounts.login(read.value)
    const back = returnPathOf(formText(data, returnParameter))
    if (login.loggedIn)
      return redirect(back ?? `${screenPath('account', locale)}?${sessionAnswerParam}=loggedIn`, {
        status: 303,
        headers: setCookieHeaders(login.setCookie),
      })
    return { username, message: messageTextIn(locale, login.message) }
  } catch (error) {
    context.log.error('A no-JS login failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return { username, message: messageTextIn(locale, 'ERROR') }
  }
}

/** The action, noting its error count for the page's title (site/forms/with-form-error-count.ts). */
export const action = withFormErrorCount(answerPost)

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function LoginScreen() {
  const { locale, back } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const t = useTranslations()
  const navigate = useNavigate()
  const { status, user } = useSession()
  const toAccount = useCallback(
    () => void navigate(back ?? screenPath('account', locale)),
    [navigate, locale, back],
  )
  // A login made here goes on to the account, or back to the page that sent the visitor here; a
  // visitor who came logged in is told so.
  const [loggingIn, setLoggingIn] = useState(false)
  return (
    <ReservedPage
      title={t.screens.login()}
      intro={status === 'loggedIn' ? undefined : t.reservedArea.intro()}
    >
      <SessionAnswer />
      {status === 'loggedIn' && user && !loggingIn ? (
        <AlreadyLoggedInNotice email={user.email} />
      ) : (
        <>
          <RegisterAgainNotice />
          <LoginForm
            onLoggingIn={() => setLoggingIn(true)}
            onLoggedIn={toAccount}
            autoFocus
            server={refused}
            back={back}
          />
        </>
      )}
    </ReservedPage>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
