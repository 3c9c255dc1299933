import { data as withStatus, redirect, useActionData, useLoaderData } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { keptRegistration, readRegistration } from '#site/account/account-form-fields'
import {
  AlreadyLoggedInNotice,
  LoginPromptNotice,
  RegisterAgainNotice,
  ThankYouNotice,
} from '#site/account/notices'
import { RegisterForm } from '#site/account/register-form'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { useSession } from '#site/account/session-provider'
import { setCookieHeaders } from '#site/account/set-cookie-headers'
import { messageTextIn } from '#site/account/use-message-text'
import { readAccountForm, unreadableFormMessage } from '#site/account/read-account-form.server'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import { withFormErrorCount } from '#site/forms/with-form-error-count'
import type { Route } from './+types/register'

/** Where a registration made without JS lands: this screen, logged in, saying thank you. */
const registeredParam = 'registered'

export function loader({ request }: Route.LoaderArgs) {
  const registered = new URL(request.url).searchParams.has(registeredParam)
  return { ...reservedScreenData(request, 'register'), registered }
}

/**
 * Without JS the form posts here: checked with the form's own codec (errors beside the fields,
 * everything typed but the passwords kept), the account created in-process under the same limits
 * as the API, the session cookie set, then the thank-you (spec 4: registration logs in).
 */
async function answerPost({ request, context }: Route.ActionArgs) {
  const { locale } = reservedScreenData(request, 'register')
  const data = await readAccountForm(request)
  if (!data) return withStatus({ errors: {}, values: {}, message: unreadableFormMessage(locale) }, 413)
  const values = keptRegistration(data)
  const read = readRegistration(data, locale)
  if (!read.ok) return { errors: read.errors, values }
  try {
    const outcome = await context.accounts.register(read.value)
    if (!outcome.ok) return { errors: {}, values, message: messageTextIn(locale, outcome.message) }
    return redirect(`${screenPath('register', locale)}?${registeredParam}`, {
      headers: setCookieHeaders(outcome.setCookie),
    })
  } catch (error) {
    context.log.error('A no-JS registration failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return { errors: {}, values, message: messageTextIn(locale, 'ERROR') }
  }
}

/** The action, noting its error count for the page's title (site/forms/with-form-error-count.ts). */
export const action = withFormErrorCount(answerPost)

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function RegisterScreen() {
  const { registered } = useLoaderData<typeof loader>()
  const refused = useActionData<typeof action>()
  const t = useTranslations()
  const { status, message, user } = useSession()
  const justRegistered = registered || message === 'User created successfully'
  return (
    <ReservedPage
      title={t.screens.register()}
      intro={status === 'loggedIn' ? undefined : t.reservedArea.intro()}
    >
      {status === 'loggedIn' && justRegistered ? (
        <ThankYouNotice />
      ) : status === 'loggedIn' && user ? (
        <AlreadyLoggedInNotice email={user.email} />
      ) : (
        <>
          <RegisterAgainNotice />
          <LoginPromptNotice />
          <RegisterForm server={refused} />
        </>
      )}
    </ReservedPage>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
