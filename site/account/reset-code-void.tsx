import { useTranslations } from '#site/i18n/translations'
import * as styles from './account.css'

/**
 * After the fifth wrong code the code is void (spec §7.1): instead of the code field, a new code
 * or another email.
 */
export function ResetCodeVoid({
  onResend,
  onOtherEmail,
}: {
  onResend: () => void
  onOtherEmail: () => void
}) {
  const t = useTranslations()
  return (
    <div className={styles.form} data-step="codeVoid">
      <p className={styles.problem} role="alert">
        {t.account.reset.codeVoid()}
      </p>
      <div className={styles.actions}>
        <button type="button" className={styles.button} onClick={onResend}>
          {t.account.reset.resend()}
        </button>
        <button type="button" className={styles.secondary} onClick={onOtherEmail}>
          {t.account.reset.otherEmail()}
        </button>
      </div>
    </div>
  )
}
