import { useTranslations } from '#site/i18n/translations'
import * as styles from './account.css'

/** Where the reset code went, said without telling whether the address is registered (spec §7.1). */
export function CodeSentNotice({ email }: { email: string }) {
  const t = useTranslations()
  return (
    <p className={styles.notice} role="status">
      {t.account.reset.codeIntro({ email })}
    </p>
  )
}
