import { Link } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import * as styles from './account.css'

/** spec 8, Notices: existing users of the old reserved area register again. */
export function RegisterAgainNotice() {
  const t = useTranslations()
  return (
    <p className={styles.notice} data-notice="register-again">
      {t.account.notices.registerAgain()}
    </p>
  )
}

/** spec 8, Notices: the thank-you after registering, with exclusive access to 3D and 2D materials. */
export function ThankYouNotice() {
  const t = useTranslations()
  const locale = useLocale()
  return (
    <div data-notice="thank-you">
      <p className={styles.success} role="status">
        {t.account.notices.thankYou()}
      </p>
      <div className={styles.actions}>
        <Link className={styles.button} to={screenPath('products', locale)}>
          {t.account.productsLink()}
        </Link>
        <Link className={styles.secondary} to={screenPath('account', locale)}>
          {t.screens.account()}
        </Link>
      </div>
    </div>
  )
}

/** spec 8, Notices: registered users are asked to log in. */
export function LoginPromptNotice() {
  const t = useTranslations()
  const locale = useLocale()
  return (
    <p className={styles.notice} data-notice="login-prompt">
      {t.account.notices.loginPrompt()}{' '}
      <Link className={styles.link} to={screenPath('login', locale)}>
        {t.account.loginLink()}
      </Link>
    </p>
  )
}

/** spec 4: a logged-in visitor on the login or registration screen is told so, with the way on. */
export function AlreadyLoggedInNotice({ email }: { email: string }) {
  const t = useTranslations()
  const locale = useLocale()
  return (
    <div data-notice="already-logged-in">
      <p className={styles.notice} role="status">
        {t.account.notices.alreadyLoggedIn({ email })}
      </p>
      <div className={styles.actions}>
        <Link className={styles.button} to={screenPath('account', locale)}>
          {t.account.accountLink()}
        </Link>
        <Link className={styles.secondary} to={screenPath('products', locale)}>
          {t.account.productsLink()}
        </Link>
      </div>
    </div>
  )
}
