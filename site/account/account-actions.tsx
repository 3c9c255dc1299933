import { Link } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { useSession } from './session-provider'
import * as styles from './account.css'

/**
 * The account screen's links and logout button, with or without the profile. Without JS the
 * button posts to the account screen's action, which logs out on the server.
 */
export function AccountActions({ productsLink }: { productsLink: boolean }) {
  const t = useTranslations()
  const locale = useLocale()
  const { busy, actor } = useSession()
  return (
    <form
      className={styles.actions}
      method="post"
      action={screenPath('account', locale)}
      onSubmit={(event) => {
        event.preventDefault()
        // The machine decides: it takes it while the profile loads, and ignores it while logging out.
        actor.send({ type: 'LOGOUT' })
      }}
    >
      {productsLink ? (
        <Link className={styles.button} to={screenPath('products', locale)}>
          {t.account.productsLink()}
        </Link>
      ) : null}
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
  )
}
