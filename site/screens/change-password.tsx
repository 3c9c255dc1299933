import { data as withStatus, redirect, useActionData } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { readPasswordChange } from '#site/account/account-form-fields'
import { ChangePasswordForm } from '#site/account/change-password-form'
import { LoginForm } from '#site/account/login-form'
import { LoginPromptNotice } from '#site/account/notices'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { SessionAnswer, sessionAnswerParam } from '#site/account/session-answer'
import { useSession } from '#site/account/session-provider'
import { setCookieHeaders } from '#site/account/set-cookie-headers'
import { messageTextIn } from '#site/account/use-message-text'
import * as styles from '#site/account/account.css'
import { readAccountForm, unreadableFormMessage } from '#site/account/read-account-form.server'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import { withFormErrorCount } from '#site/forms/with-form-error-count'
import type { Route } from './+types/change-password'

export function loader({ request }: Route.LoaderArgs) {
  return reservedScreenData(request, 'changePassword')
}

/**
 * Without JS the form posts here: checked with the form's own fields (errors beside them), the
 * current password checked in-process under the login throttle as the API does, the password set
 * and the renewed session cookie sent; then the screen again, saying so. A refusal is answered on
 * the same page (no password is ever shown again).
 */
async function answerPost({ request, context }: Route.ActionArgs) {
  const { locale } = reservedScreenData(request, 'changePassword')
  const data = await readAccountForm(request)
  if (!data) return withStatus({ errors: {}, message: unreadableFormMessage(locale) }, 413)
  const read = readPasswordChange(data)
  if (!read.ok) return { errors: read.errors }
  try {
    const outcome = await context.accounts.changePassword(request, read.value)
    if (!outcome.ok) return { errors: {}, message: messageTextIn(locale, outcome.message) }
    return redirect(`${screenPath('changePassword', locale)}?${sessionAnswerParam}=passwordChanged`, {
      headers: setCookieHeaders(outcome.setCookie),
    })
  } catch (error) {
    context.log.error('A no-JS password change failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return { errors: {}, message: messageTextIn(locale, 'ERROR') }
  }
}

/** The action, noting its error count for the page's title (site/forms/with-form-error-count.ts). */
export const action = withFormErrorCount(answerPost)

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function ChangePasswordScreen() {
  const refused = useActionData<typeof action>()
  const t = useTranslations()
  const { status } = useSession()
  return (
    <ReservedPage title={t.screens.changePassword()}>
      <SessionAnswer />
      {status === 'loggedIn' ? (
        <ChangePasswordForm server={refused} />
      ) : status === 'checking' ? (
        <p className={styles.notice} role="status">
          {t.account.loadingProfile()}
        </p>
      ) : (
        <>
          {refused?.message ? (
            <p className={styles.problem} role="alert">
              {refused.message}
            </p>
          ) : null}
          <LoginPromptNotice />
          <LoginForm />
        </>
      )}
    </ReservedPage>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
