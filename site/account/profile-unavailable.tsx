import { Link } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { useSession } from './session-provider'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

/**
 * The account screen while the session holds a token but users/me failed (network, server error):
 * the session is still logged in, so it ignores a login; the visitor can log out, change the
 * password, or come back to the account later (the profile is asked for again then, spec 4).
 */
export function ProfileUnavailable() {
  const t = useTranslations()
  const locale = useLocale()
  const messageText = useMessageText()
  const { busy, message, actor } = useSession()
  return (
    <section>
      {message !== null ? (
        <p className={styles.problem} role="alert">
          {messageText(message)}
        </p>
      ) : null}
      <form
        className={styles.actions}
        method="post"
        action={screenPath('account', locale)}
        onSubmit={(event) => {
          event.preventDefault()
          if (!busy) actor.send({ type: 'LOGOUT' })
        }}
      >
        <Link className={styles.secondary} to={screenPath('changePassword', locale)}>
          {t.account.changePasswordLink()}
        </Link>
        <button
          type="submit"
          name="intent"
          value="logout"
          className={styles.secondary}
          aria-disabled={busy || undefined}
        >
          {busy ? t.account.loggingOut() : t.account.logOut()}
        </button>
      </form>
    </section>
  )
}
