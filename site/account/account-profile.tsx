import { Link } from 'react-router'
import type { User } from '#schema/account/user'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { useSession } from './session-provider'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

/**
 * The account's profile (the user of users/me) and the logout button. Without JS the button posts
 * to the account screen's action, which logs out on the server.
 */
export function AccountProfile({ user }: { user: User }) {
  const t = useTranslations()
  const locale = useLocale()
  const messageText = useMessageText()
  const { busy, message, status, actor } = useSession()
  const rows: [string, string | number | null][] = [
    [t.account.fields.email(), user.email],
    [t.account.fields.contactType(), t.userTypes[user.contactType]()],
    [t.account.fields.businessName(), user.businessName],
    [t.account.fields.country(), user.country],
    [t.account.fields.city(), user.city],
    [t.account.fields.phone(), user.phone],
  ]
  return (
    <section aria-labelledby="profile-title">
      <p className={styles.success}>{t.account.welcome({ name: user.firstName })}</p>
      <h2 id="profile-title">{t.account.profile()}</h2>
      <dl className={styles.profile}>
        {rows.flatMap(([term, value]) =>
          value === null || value === ''
            ? []
            : [
                <dt key={`${term}-t`} className={styles.term}>
                  {term}
                </dt>,
                <dd key={`${term}-d`} style={{ margin: 0 }}>
                  {value}
                </dd>,
              ],
        )}
      </dl>
      <p>{t.account.materials()}</p>
      {status === 'loggedIn' && message === 'ERROR' ? (
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
        <Link className={styles.button} to={screenPath('products', locale)}>
          {t.account.productsLink()}
        </Link>
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
