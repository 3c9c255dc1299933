import { AccountActions } from './account-actions'
import { useSession } from './session-provider'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

/**
 * The account screen while the session holds a token but users/me failed (network, server error):
 * the session is still logged in, so it ignores a login; the visitor can log out, change the
 * password, or come back to the account later (the profile is asked for again then, spec 4).
 */
export function ProfileUnavailable() {
  const messageText = useMessageText()
  const { message } = useSession()
  return (
    <section>
      {message !== null ? (
        <p className={styles.problem} role="alert">
          {messageText(message)}
        </p>
      ) : null}
      <AccountActions productsLink={false} />
    </section>
  )
}
