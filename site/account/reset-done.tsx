import { Link } from 'react-router'
import { screenPath } from '#runtime/route-table'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { FormAnswer } from './form-answer'
import type { FormAnswerText } from './form-answer'
import * as styles from './account.css'

/** The reset's end (spec §7.1): 'Your password has been successfully changed', and the way to log in. */
export function ResetDone({ answer }: { answer: FormAnswerText | null }) {
  const t = useTranslations()
  const locale = useLocale()
  return (
    <div data-step="done">
      <FormAnswer answer={answer} />
      <p>{t.account.reset.doneIntro()}</p>
      <Link className={styles.button} to={screenPath('login', locale)}>
        {t.account.logIn()}
      </Link>
    </div>
  )
}
