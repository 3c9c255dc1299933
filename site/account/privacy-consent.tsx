import { visuallyHidden } from '#runtime/visually-hidden.css'
import { privacyPath } from '#site/forms/privacy-path'
import { useLocale, useTranslations } from '#site/i18n/translations'
import { useFieldId } from './account-form'
import type { FieldErrorKind } from './field-errors'
import * as styles from './account.css'

/**
 * The registration's privacy consent (spec 3): required, the policy linked in a new tab. Inside
 * the form's frame, so its id is the one the error summary links.
 */
export function PrivacyConsent({
  error,
  defaultChecked,
}: {
  error: FieldErrorKind | undefined
  defaultChecked: boolean
}) {
  const t = useTranslations()
  const locale = useLocale()
  const id = useFieldId('privacy')
  return (
    <div className={styles.field}>
      <label className={styles.check}>
        <input
          id={id}
          className={styles.checkbox}
          type="checkbox"
          name="privacy"
          required
          defaultChecked={defaultChecked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>
          {t.account.privacyBefore()}
          <a className={styles.link} href={privacyPath(locale)} target="_blank" rel="noopener">
            {t.account.privacyLink()}
            <span className={visuallyHidden}>{` ${t.chrome.opensInNewTab()}`}</span>
          </a>
          {t.account.privacyAfter()} <span className={styles.requiredMark}>({t.account.required()})</span>
        </span>
      </label>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {t.account.errors.privacy()}
        </p>
      ) : null}
    </div>
  )
}
