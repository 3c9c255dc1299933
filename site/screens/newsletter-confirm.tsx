import { useEffect, useRef } from 'react'
import { Form, data, useActionData, useLoaderData, useNavigation } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { localeCodes } from '#schema/locale'
import { readForm } from '#site/forms/read-form.server'
import { translationsFor, useLocale, useTranslations } from '#site/i18n/translations'
import { pageMeta } from '#site/page-meta'
import { notFound, screenOf } from '#site/screen-of'
import type { ConfirmOutcome, LinkState } from '#site/server/api/newsletter-signups.server'
import * as accountStyles from '#site/account/account.css'
import * as styles from './screen.css'
import type { Route } from './+types/newsletter-confirm'

// A link that is not, or no longer, valid is a page that says so, not an error page.
const statusOf: Record<LinkState | ConfirmOutcome, number> = {
  pending: 200,
  confirmed: 200,
  used: 200,
  expired: 410,
  unknown: 404,
  failed: 503,
}

function screenData(request: Request) {
  const { screen, locale } = screenOf(request)
  if (screen !== 'newsletterConfirm') throw notFound()
  const token = new URL(request.url).searchParams.get('token') ?? ''
  const query = token ? `?token=${encodeURIComponent(token)}` : ''
  return {
    locale,
    token,
    title: translationsFor(locale).contactForm.newsletterConfirm.title(),
    alternates: Object.fromEntries(
      localeCodes.map((code) => [code, `${screenPath('newsletterConfirm', code)}${query}`]),
    ),
  }
}

/**
 * The page a newsletter confirmation link opens (decision 051). Opening it changes nothing (a mail
 * scanner that fetches the link confirms no one): it says where the link stands and, while it is
 * valid, offers the button whose POST confirms. It answers for one link (its token is in the URL):
 * its declaration makes it private, so it is never stored anywhere and noindex.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const screen = screenData(request)
  const state = await context.newsletter.stateOf(screen.token)
  return data({ ...screen, state }, { status: statusOf[state] })
}

/** The button's POST (with or without JS, Origin checked as every post): confirms once, says how it went. */
export async function action({ request, context }: Route.ActionArgs) {
  const posted = await readForm(request, 1024)
  const token = posted.kind === 'form' ? posted.fields.get('token') : null
  const outcome = await context.newsletter.confirm(token)
  return data({ outcome }, { status: statusOf[outcome] })
}

export function meta({ matches, loaderData, error }: Route.MetaArgs) {
  return pageMeta({ matches, error }, { title: loaderData?.title })
}

export default function NewsletterConfirmScreen() {
  const { title, token, state } = useLoaderData<typeof loader>()
  const answered = useActionData<typeof action>()
  const sending = useNavigation().state === 'submitting'
  const t = useTranslations().contactForm.newsletterConfirm
  const outcomeRef = useRef<HTMLParagraphElement>(null)
  const shown = answered?.outcome ?? state
  // With JS the answer replaces the button in place: focus goes to it, so it is read out.
  useEffect(() => {
    if (answered) outcomeRef.current?.focus()
  }, [answered])
  const home = screenPath('home', useLocale())
  return (
    <>
      <header className={styles.pageHeader}>
        <h1 className={styles.title}>{title}</h1>
      </header>
      <div className={accountStyles.body}>
        {shown === 'pending' ? (
          <Form method="post" className={accountStyles.form}>
            <p>{t.intro()}</p>
            <input type="hidden" name="token" value={token} />
            <div className={accountStyles.actions}>
              <button type="submit" className={accountStyles.button} disabled={sending}>
                {t.submit()}
              </button>
            </div>
          </Form>
        ) : (
          <>
            <p
              ref={outcomeRef}
              tabIndex={-1}
              role={shown === 'confirmed' || shown === 'used' ? 'status' : 'alert'}
              className={
                shown === 'confirmed' || shown === 'used' ? accountStyles.success : accountStyles.problem
              }
              data-newsletter-outcome={shown}
            >
              {t[shown]()}
            </p>
            <p>
              <a href={home}>{t.home()}</a>
            </p>
          </>
        )}
      </div>
    </>
  )
}

export { RouteErrorBoundary as ErrorBoundary } from '#site/chrome/route-error-boundary'
