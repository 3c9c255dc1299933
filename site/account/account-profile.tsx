import type { User } from '#schema/account/user'
import { countryName } from '#site/forms/country-options'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { AccountActions } from './account-actions'
import { useSession } from './session-provider'
import { useMessageText } from './use-message-text'
import * as styles from './account.css'

/**
 * The account's profile (the user of users/me), its links and the logout button.
 */
export function AccountProfile({ user }: { user: User }) {
  const t = useTranslations()
  const locale = useLocale()
  const messageText = useMessageText()
  const { message, status } = useSession()
  const rows: [string, string | number | null][] = [
    [t.account.fields.email(), user.email],
    [t.account.fields.contactType(), t.userTypes[user.contactType]()],
    [t.account.fields.businessName(), user.businessName],
    // The name in the page's language from the code (decision 041); an older account's text as it was.
    [t.account.fields.country(), (user.countryCode && countryName(locale, user.countryCode)) || user.country],
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
      <AccountActions productsLink />
    </section>
  )
}
