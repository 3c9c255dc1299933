import { data as withStatus, redirect, useActionData, useLoaderData } from 'react-router'
import { readNewPassword, readResetCode, readResetRequest } from '#site/account/account-form-fields'
import { formText } from '#site/account/form-field'
import { ReservedPage, reservedScreenData } from '#site/account/reserved-screen'
import { ResetPasswordFlow } from '#site/account/reset-password-flow'
import { type ResetStep, resetStepOf, resetStepUrl } from '#site/account/reset-step'
import { screenPath } from '#runtime/route-table'
import type { Locale } from '#schema/locale'
import type { ResetAnswer } from '#site/account/reset-password-flow'
import { messageTextIn } from '#site/account/use-message-text'
import { readAccountForm, unreadableFormMessage } from '#site/account/read-account-form.server'
import { useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import { withFormErrorCount } from '#site/forms/with-form-error-count'
import type { Route } from './+types/reset-password'

export function loader({ request }: Route.LoaderArgs) {
  // A reload comes back to the step the URL keeps (decision 038): it mails nothing.
  return {
    ...reservedScreenData(request, 'resetPassword'),
    resume: resetStepOf(new URL(request.url).searchParams),
  }
}

/** A step reached without JS, as a redirect to its URL: a reload shows it and posts nothing. */
function toStep(locale: Locale, step: ResetStep) {
  return redirect(resetStepUrl(screenPath('resetPassword', locale), step), {
    status: 303,
    headers: { 'Cache-Control': 'no-store' },
  })
}

/**
 * Without JS the reset's forms post here (with JS the resetPassword machine runs them through the
 * API): `intent=request` mails a code, as the API's reset-password; `intent=reset` checks the code
 * and sets the new password in one go, as check-reset-password then change-password-reset. Both
 * in-process, under the API's reset limits; the email is kept, never a password. A step reached
 * answers 303 to its URL (`?step=code&email=`, `?step=done`; never the code), so a reload stays
 * there and mails nothing.
 */
async function answerPost({
  request,
  context,
}: Route.ActionArgs): Promise<ResetAnswer | ReturnType<typeof withStatus<ResetAnswer>> | Response> {
  const { locale } = reservedScreenData(request, 'resetPassword')
  const data = await readAccountForm(request)
  if (!data)
    return withStatus({ step: 'email', email: '', errors: {}, message: unreadableFormMessage(locale) }, 413)
  const email = formText(data, 'email') ?? ''
  try {
    if (formText(data, 'intent') !== 'reset') {
      const read = readResetRequest(data)
      if (!read.ok) return { step: 'email', email, errors: read.errors }
      const sent = await context.accounts.requestResetCode(read.value.email)
      if (!sent.ok) return { step: 'email', email, errors: {}, message: messageTextIn(locale, sent.message) }
      return toStep(locale, { step: 'code', email: read.value.email })
    }
    const code = readResetCode(data, email)
    // Only a tampered hidden field gets here: the email is asked for again.
    if (!code.ok && code.errors['email']) return { step: 'email', email, errors: code.errors }
    const password = readNewPassword(data)
    const typedCode = formText(data, 'code')
    if (!code.ok || !password.ok) {
      const errors = { ...(code.ok ? {} : code.errors), ...(password.ok ? {} : password.errors) }
      return { step: 'code', email, errors, code: typedCode }
    }
    const outcome = await context.accounts.resetWithCode({ ...code.value, password: password.value.password })
    if (!outcome.ok)
      return {
        step: 'code',
        email,
        errors: {},
        code: typedCode,
        message: messageTextIn(locale, outcome.message),
      }
    return toStep(locale, { step: 'done' })
  } catch (error) {
    context.log.error('A no-JS password reset failed', {
      error: error instanceof Error ? error.message : String(error),
    })
    return { step: 'email', email, errors: {}, message: messageTextIn(locale, 'ERROR') }
  }
}

/** The action, noting its error count for the page's title (site/forms/with-form-error-count.ts). */
export const action = withFormErrorCount(answerPost)

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function ResetPasswordScreen() {
  const answer = useActionData<typeof action>()
  const { resume } = useLoaderData<typeof loader>()
  const t = useTranslations()
  return (
    <ReservedPage title={t.screens.resetPassword()}>
      <ResetPasswordFlow server={answer} resume={resume} />
    </ReservedPage>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
